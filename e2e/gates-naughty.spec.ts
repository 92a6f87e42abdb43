// Naughty-input gate: every form of the signed-in portal takes the Big List of Naughty Strings
// (515) without a page error, and after a failed submit every field still holds what was typed.
// Writes are refused (422) so nothing is stored; searches and filters reach the real server, once
// per batch (a batch is up to 200 strings, each typed into one field of the form in turn).
// The sign-in and registration forms have their own run (auth-blns.spec.ts).
//
// Matrix: the 12 forms below are numbered 0-11. Per commit form k types the strings i with
// i % 4 === k % 4, plus the edge strings (empty, longest, zero-width, astral): every one of the
// 515 strings reaches 3 forms of different kinds (residue 0: personal information, domain edit,
// payout account; 1: password, postback, promo code; 2: e-mail, tracking link, report filters;
// 3: domain add, offers search, conversion filters), and the gate fits its time budget.
// The full matrix (PP_MATRIX=full, `npm run test:e2e:full`) types all 515 into every form.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { FULL_MATRIX } from './matrix';
import { offersWithStatus } from './offers-fixtures';
import { TEXT_FIELDS, naughtyShare, refuseWrites, typeEverything } from './gates/naughty-input';

// The forms are independent: both workers take some. The full matrix types four times as many
// strings per form.
test.describe.configure({ mode: 'parallel', timeout: FULL_MATRIX ? 300_000 : 150_000 });

/** The strings form k of the 12 types (see the header). */
const share = (k: number) => naughtyShare(k, 12);

test.beforeEach(async ({ page }) => {
  await refuseWrites(page);
  await signIn(page);
});

/** Clicks `button` and waits until the form is ready again (validation or the server answered). */
const submitWith = (button: Locator) => async () => {
  await button.click();
  await expect(button).toBeEnabled();
};

const fieldsOf = (scope: Locator) => scope.locator(TEXT_FIELDS);

/**
 * Opens the filters drawer; Apply closes it, so the check reopens it and reads the fields. A value
 * the API would refuse (letters in an id field, over 255 characters) keeps it open instead, with
 * that field marked invalid.
 */
async function filtersDrawer(page: Page) {
  const open = page.getByRole('button', { name: /^Filters/ });
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const invalid = drawer.locator('[aria-invalid="true"]');
  await open.click();
  await expect(drawer).toBeVisible();
  return {
    fields: fieldsOf(drawer),
    submit: async () => {
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(async () => (await invalid.count()) > 0 || !(await drawer.isVisible()))
        .toBe(true);
      if (await drawer.isVisible()) return;
      await open.click();
      await expect(drawer).toBeVisible();
    },
  };
}

test('settings: personal information, password and e-mail', async ({ page }) => {
  await page.goto('/publisher/settings');
  for (const [k, region, button] of [
    [0, 'Personal information', 'Save'],
    [1, 'Change password', 'Change password'],
    [2, 'E-mail', 'Change e-mail'],
  ] as const) {
    const form = page.getByRole('region', { name: region });
    await expect(form).toBeVisible();
    const submit = form.getByRole('button', { name: button });
    await typeEverything(page, {
      fields: fieldsOf(form),
      submit: submitWith(submit),
      strings: share(k),
    });
  }
});

test('domains: add and edit', async ({ page }) => {
  await page.goto('/publisher/domains');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const dialog = page.getByRole('dialog');
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await typeEverything(page, {
    fields: fieldsOf(dialog),
    submit: submitWith(add),
    strings: share(3),
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await typeEverything(page, {
    fields: fieldsOf(dialog),
    submit: submitWith(save),
    strings: share(4),
  });
});

/** The offers search applied in the URL ('' when none). */
function appliedSearch(page: Page) {
  const raw = new URL(page.url()).searchParams.get('search') ?? '';
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

/** A live offer's page (postbacks, tracking link, shortlinks). */
async function openLiveOffer(page: Page) {
  const [live] = await offersWithStatus(page, 1);
  if (!live) throw new Error('the seed has no live offer');
  await page.goto(`/publisher/offers/${live.relativeId}`);
}

test('offer page: postback', async ({ page }) => {
  await openLiveOffer(page);
  await page
    .getByRole('region', { name: 'Postbacks' })
    .getByRole('button', { name: 'Add postback' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add postback' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await typeEverything(page, {
    fields: fieldsOf(dialog),
    submit: submitWith(save),
    strings: share(5),
  });
});

test('offer page: tracking link values (the link to shorten)', async ({ page }) => {
  await openLiveOffer(page);
  // No submit: the link is rebuilt at each keystroke; the check reads the fields after a pause.
  const builder = page.locator('[data-slot="tracking-link-builder"]');
  await typeEverything(page, {
    fields: fieldsOf(builder),
    submit: () => expect(builder.getByRole('textbox', { name: 'Tracking link' })).toBeVisible(),
    strings: share(6),
  });
});

test('offers search', async ({ page }) => {
  await page.goto('/publisher/offers');
  const search = page.getByRole('searchbox', { name: 'Search offers' });
  await typeEverything(page, {
    fields: search,
    submit: async () => {
      const typed = (await search.inputValue()).trim();
      await search.press('Enter');
      // Applied: the URL holds the trimmed text (the router quotes a string that reads as JSON).
      await expect.poll(() => appliedSearch(page)).toBe(typed);
      await expect(
        page.locator('[data-offer]:visible, [data-slot="empty-state"]').first(),
      ).toBeVisible();
    },
    strings: share(7),
  });
});

test('payout account', async ({ page }) => {
  await page.goto('/publisher/payments?tab=accounts');
  await page.getByRole('button', { name: 'Add payment account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Payment method/ }).click();
  await page.getByRole('option', { name: 'PayPal' }).click();
  const next = dialog.getByRole('button', { name: 'Continue' });
  await typeEverything(page, {
    fields: fieldsOf(dialog),
    submit: submitWith(next),
    strings: share(8),
  });
});

test('promo code', async ({ page }) => {
  await page.goto('/publisher/balance?tab=promo');
  const code = page.getByRole('textbox', { name: 'Promo code' });
  const activate = page.getByRole('button', { name: 'Activate', exact: true });
  await typeEverything(page, { fields: code, submit: submitWith(activate), strings: share(9) });
});

test('report filters', async ({ page }) => {
  await page.goto('/publisher/reports');
  await typeEverything(page, { ...(await filtersDrawer(page)), strings: share(10) });
});

test('conversion filters', async ({ page }) => {
  await page.goto('/publisher/conversions');
  await typeEverything(page, { ...(await filtersDrawer(page)), strings: share(11) });
});
