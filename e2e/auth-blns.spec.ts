// Every string of the Big List of Naughty Strings typed into the login and registration fields:
// the page never crashes and each field keeps what was typed, as a single-line input keeps it
// (line breaks dropped, cut at the field's maxlength without splitting a character).
//
// Speed: the strings go in through the browser's own editing command (insertText on the
// selected field, what Playwright's fill uses underneath), one page load and one evaluate per
// form for all 515 strings; every 50th string is entered with Playwright's fill and the form is
// submitted (validation runs; login also calls the server), then the values are checked again.
import { expect, test, type Page } from '@playwright/test';
import { BLNS } from './data/blns';
// Typing 515 strings into six fields is long work for a loaded 2-core CI machine.
test.describe.configure({ timeout: 120_000 });

const CHECKPOINT_EVERY = 50;

/** What a single-line input with `max` (-1: none) keeps of `text`. */
function kept(text: string, max: number): { exact: string } | { prefixOf: string; max: number } {
  const single = text.replace(/[\r\n]/g, '');
  return max < 0 || single.length <= max ? { exact: single } : { prefixOf: single, max };
}

function expectKept(value: string, text: string, max: number, where: string) {
  const want = kept(text, max);
  if ('exact' in want) return expect(value, where).toBe(want.exact);
  // Cut at the limit; the browser never splits a surrogate pair or a grapheme cluster.
  expect(want.prefixOf.startsWith(value), where).toBe(true);
  expect(value.length, where).toBeLessThanOrEqual(want.max);
  expect(value.length, where).toBeGreaterThan(want.max - 12);
}

/** Enters each string into every named field in the page; returns [value, maxLength] per field. */
const typeInPage = (page: Page, strings: string[], names: string[]) =>
  page.evaluate(
    ({ strings, names }) =>
      strings.map((text) =>
        names.map((name) => {
          const input = document.querySelector<HTMLInputElement>(
            `input[name="${CSS.escape(name)}"]`,
          );
          if (!input) return ['<missing>', -1] as const;
          input.focus();
          input.select();
          if (text) document.execCommand('insertText', false, text);
          else document.execCommand('delete');
          return [input.value, input.maxLength] as const;
        }),
      ),
    { strings, names },
  );

async function typeEverything(page: Page, names: string[], submit: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const input = (name: string) => page.locator(`input[name="${name}"]`);
  for (let start = 0; start < BLNS.length; start += CHECKPOINT_EVERY) {
    const batch = BLNS.slice(start, start + CHECKPOINT_EVERY);
    const results = await typeInPage(page, batch, names);
    results.forEach((fields, i) =>
      fields.forEach(([value, max], f) =>
        expectKept(value, batch[i] ?? '', max, `#${start + i} in ${names[f]}`),
      ),
    );
    // Checkpoint: Playwright's fill, a submit, and the values still there afterwards.
    const text = batch[batch.length - 1] ?? '';
    for (const name of names) await input(name).fill(text);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('button', { name: submit })).toBeEnabled();
    for (const name of names) {
      const value = await input(name).inputValue();
      const max = await input(name).evaluate((el: HTMLInputElement) => el.maxLength);
      expectKept(value, text, max, `checkpoint ${start} in ${name}`);
    }
  }
  expect(errors).toEqual([]);
}

test('login fields keep every naughty string', async ({ page }) => {
  await page.goto('/publisher/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await typeEverything(page, ['username', 'password'], 'Sign in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('registration fields keep every naughty string', async ({ page }) => {
  await page.goto('/publisher/register');
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  // No messenger is chosen, so validation always stops the submit before the server.
  await typeEverything(
    page,
    [
      'email',
      'username',
      'plainPassword',
      'repeatPlainPassword',
      'contactInfo',
      'customFieldValues[1]',
    ],
    'Sign up',
  );
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
});
