// Typing the Big List of Naughty Strings into every text field of a form: the helpers of the
// naughty-input gate (gates-naughty.spec.ts).
//
// Speed: the strings go in through the browser's own editing command (insertText on the selected
// field, what Playwright's fill uses underneath), one evaluate per 100 strings, each string into
// one field of the form in turn (every string reaches the form; the fields share one component);
// after each batch the last string is entered in every field with Playwright's fill, the form is
// submitted (it fails: validation, or the server's refusal), and every field must still hold it.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export const BLNS = JSON.parse(
  readFileSync(new URL('../../../shared/test-data/blns.json', import.meta.url), 'utf8'),
) as string[];

const BATCH = 100;

/** The text fields a person types into (no hidden, read-only, disabled, date or file inputs). */
export const TEXT_FIELDS = [
  'input:not([type])',
  'input[type="text"]',
  'input[type="search"]',
  'input[type="email"]',
  'input[type="password"]',
  'input[type="tel"]',
  'input[type="url"]',
  'textarea',
]
  .map((s) => `${s}:not([readonly]):not([hidden])`)
  .join(', ');

/** What a field of `type` with `max` (-1: none) keeps of `text`, as the browser sanitises it. */
function kept(text: string, type: string, max: number) {
  let value = type === 'textarea' ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n]/g, '');
  if (type === 'email') value = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  return max < 0 || value.length <= max ? { exact: value } : { prefixOf: value, max };
}

export function expectKept(value: string, text: string, type: string, max: number, where: string) {
  const want = kept(text, type, max);
  if ('exact' in want) return expect(value, where).toBe(want.exact);
  // Cut at the limit; the browser never splits a surrogate pair or a grapheme cluster.
  expect(want.prefixOf.startsWith(value), where).toBe(true);
  expect(value.length, where).toBeLessThanOrEqual(want.max);
  expect(value.length, where).toBeGreaterThan(want.max - 12);
}

type Typed = { name: string; type: string; value: string; max: number } | null;

/** Enters string i into field i mod n; per string what that field holds (null: disabled). */
const typeIn = (fields: Locator, strings: string[]) =>
  fields.evaluateAll(
    (inputs, strings) =>
      strings.map((text, i): Typed => {
        const input = inputs[i % inputs.length] as HTMLInputElement | HTMLTextAreaElement;
        if (input.disabled || !input.isConnected) return null;
        input.focus();
        input.select();
        if (text) document.execCommand('insertText', false, text);
        else document.execCommand('delete');
        const type = input instanceof HTMLTextAreaElement ? 'textarea' : input.type;
        const name = input.labels?.[0]?.textContent?.trim() || input.name || type;
        return { name, type, value: input.value, max: input.maxLength };
      }),
    strings,
  );

export interface NaughtyForm {
  /** The fields typed into; the locator is evaluated afresh for each batch. */
  fields: Locator;
  /** Submits (or applies) what is typed; resolves once the form answered. */
  submit: () => Promise<void>;
  /** Strings to type (default: all 515). */
  strings?: string[];
}

/** Types every string into the form's fields; the page must raise no error. */
export async function typeEverything(page: Page, form: NaughtyForm): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const strings = form.strings ?? BLNS;
  await expect(form.fields.first()).toBeVisible();
  const count = await form.fields.count();
  expect(count, 'the form has text fields').toBeGreaterThan(0);
  for (let start = 0; start < strings.length; start += BATCH) {
    const batch = strings.slice(start, start + BATCH);
    const results = await typeIn(form.fields, batch);
    results.forEach((field, i) => {
      const where = `#${start + i} in ${field?.name ?? 'a disabled field'}`;
      if (field) expectKept(field.value, batch[i] ?? '', field.type, field.max, where);
    });
    // Checkpoint: Playwright's fill, a failed submit, and the values still there afterwards.
    const text = batch[batch.length - 1] ?? '';
    const enabled = await form.fields.evaluateAll((inputs) =>
      inputs.map((input) => !(input as HTMLInputElement).disabled),
    );
    for (let f = 0; f < count; f++) if (enabled[f]) await form.fields.nth(f).fill(text);
    await form.submit();
    const after = await form.fields.evaluateAll((inputs) =>
      inputs.map((element) => {
        const input = element as HTMLInputElement;
        const type = element instanceof HTMLTextAreaElement ? 'textarea' : input.type;
        return { type, value: input.value, max: input.maxLength };
      }),
    );
    after.forEach(({ type, value, max }, f) => {
      if (enabled[f])
        expectKept(
          value,
          text,
          type,
          max,
          `field ${f} after submitting #${start + batch.length - 1}`,
        );
    });
  }
  page.off('pageerror', onError);
  expect(errors).toEqual([]);
}

/** Answers every write to the API with a refusal, so no naughty string is stored. */
export async function refuseWrites(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/publisher/api/'),
    (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({
            status: 422,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              title: 'An error occurred',
              detail: 'Refused by the naughty-input gate',
              violations: [{ propertyPath: '', message: 'Refused by the naughty-input gate' }],
            }),
          }),
  );
}
