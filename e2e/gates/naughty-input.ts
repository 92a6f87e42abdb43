// Typing the Big List of Naughty Strings into every text field of a form: the helpers of the
// naughty-input gate (gates-naughty.spec.ts).
//
// Speed: the strings go in through the browser's own editing command (insertText on the selected
// field, what Playwright's fill uses underneath), in one evaluate per batch, each string into one
// field of the form (the batch split in equal runs, one per field), so each passes through the
// component's own change handling and rendering. After the batch every field holds the last string it was given; the form
// is submitted once (it fails: validation, or the server's refusal; a search or filter applies)
// and every field must still hold exactly what it held before. The cost left is the form's own
// rendering per string, hence the reduced matrix (`naughtyShare`).
import { expect, type Locator, type Page } from '@playwright/test';
import { BLNS } from '../data/blns';
import { FULL_MATRIX } from '../matrix';

/** Strings per evaluate and per submit: a share is one batch, the full list three. */
const BATCH = 200;

/** Per commit a form takes every SHARE-th string (see naughtyShare). */
const SHARE = 4;

const longest = BLNS.reduce(
  (best, text, i) => (text.length > (BLNS[best]?.length ?? 0) ? i : best),
  0,
);

/** Strings every form takes: the empty one, the longest (cut at a limit), the first with a
 * zero-width or direction mark, and the first outside the Basic Multilingual Plane. */
const EDGES = new Set(
  [
    0,
    longest,
    BLNS.findIndex((text) => /[\u200b-\u200f\u202a-\u202e]/.test(text)),
    BLNS.findIndex((text) => /[\ud800-\udbff]/.test(text)),
  ].filter((i) => i >= 0),
);

/**
 * The strings a gate types into its form number `form` (0 … forms - 1): all of them with the full
 * matrix; per commit the strings i with i % SHARE === form % SHARE plus the edge strings, so
 * across the forms every string still reaches at least forms / SHARE of them.
 */
export function naughtyShare(form: number, forms: number): string[] {
  if (forms < SHARE) throw new Error(`${forms} forms cannot share ${SHARE} ways`);
  if (FULL_MATRIX) return BLNS;
  return BLNS.filter((_, i) => i % SHARE === form % SHARE || EDGES.has(i));
}

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

/** A numeric field (a day, a code) keeps the ASCII digits typed, in order, and the separators it
 * puts between them itself. */
function expectDigitsKept(value: string, text: string, max: number, where: string) {
  expect(value, where).toMatch(/^[0-9-]*$/);
  expect(text.replace(/[^0-9]/g, '').startsWith(value.replace(/-/g, '')), where).toBe(true);
  if (max >= 0) expect(value.length, where).toBeLessThanOrEqual(max);
}

export function expectKept(
  value: string,
  text: string,
  field: { type: string; max: number; numeric?: boolean },
  where: string,
) {
  const { type, max } = field;
  if (field.numeric) return expectDigitsKept(value, text, max, where);
  const want = kept(text, type, max);
  if ('exact' in want) return expect(value, where).toBe(want.exact);
  // Cut at the limit; the browser never splits a surrogate pair or a grapheme cluster.
  expect(want.prefixOf.startsWith(value), where).toBe(true);
  expect(value.length, where).toBeLessThanOrEqual(want.max);
  expect(value.length, where).toBeGreaterThan(want.max - 12);
}

type Typed = {
  name: string;
  type: string;
  value: string;
  max: number;
  numeric: boolean;
} | null;

/** Enters the strings into the fields, an equal run each, in order: per string what its field
 * holds (null: disabled), and afterwards what every field holds. */
const typeIn = (fields: Locator, strings: string[]) =>
  fields.evaluateAll((inputs, strings) => {
    const typed = strings.map((text, i): Typed => {
      // Consecutive strings share a field: focus moves (and blur handlers run) once per field.
      const field = Math.floor((i * inputs.length) / strings.length);
      const input = inputs[field] as HTMLInputElement | HTMLTextAreaElement;
      if (input.disabled || !input.isConnected) return null;
      input.focus();
      input.select();
      if (text) document.execCommand('insertText', false, text);
      else document.execCommand('delete');
      const type = input instanceof HTMLTextAreaElement ? 'textarea' : input.type;
      const name = input.labels?.[0]?.textContent?.trim() || input.name || type;
      const numeric = input.inputMode === 'numeric';
      return { name, type, value: input.value, max: input.maxLength, numeric };
    });
    (document.activeElement as HTMLElement | null)?.blur();
    return { typed, held: inputs.map((input) => (input as HTMLInputElement).value) };
  }, strings);

export interface NaughtyForm {
  /** The fields typed into; the locator is evaluated afresh for each batch. */
  fields: Locator;
  /** Submits (or applies) what is typed; resolves once the form answered. */
  submit: () => Promise<void>;
  /** Strings to type (default: all 515). */
  strings?: string[];
}

const timing = process.env.NAUGHTY_TIMING ? (what: string) => console.log(`  ${what}`) : null;

/** Types every string into the form's fields; the page must raise no error. */
export async function typeEverything(page: Page, form: NaughtyForm): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const strings = form.strings ?? BLNS;
  await expect(form.fields.first()).toBeVisible();
  for (let start = 0; start < strings.length; start += BATCH) {
    const batch = strings.slice(start, start + BATCH);
    let t = Date.now();
    const { typed, held } = await typeIn(form.fields, batch);
    const typedMs = Date.now() - t;
    typed.forEach((field, i) => {
      const where = `"${batch[i]}" in ${field?.name ?? 'a disabled field'}`;
      if (field) expectKept(field.value, batch[i] ?? '', field, where);
    });
    t = Date.now();
    await form.submit();
    const submitMs = Date.now() - t;
    const after = await form.fields.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    expect(after, `every field after submitting strings ${start}…`).toEqual(held);
    timing?.(
      `${batch.length} strings × ${held.length} fields: type ${typedMs} ms, submit ${submitMs} ms`,
    );
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
