// Payout accounts, each change confirmed with a PIN read from the dev mailbox: every rule's text,
// a wrong PIN, add, make active, add a second, delete the active one (with its warning), the
// exact calls (ld+json, merge-patch, DELETE with the PIN), and the lock after 5 wrong PINs.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, NOSMART, signIn, type DemoUser } from './fixtures';
import {
  FIRST_LOAD,
  advancePinClock,
  lastMailId,
  pinAfter,
  signedInEmail,
  recordRequests,
  resetPins,
  sentBody,
} from './finance-fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, account: string) => page.locator(`[data-account="${account}"]:visible`);

/** Opens the payout accounts signed in as `user`, from a fresh PIN state of that publisher. */
async function openAccounts(page: Page, user: DemoUser = DEMO) {
  await resetPins(page.request, user.username);
  await signIn(page, user, '/publisher/payments?tab=accounts');
  await expect(page.getByRole('tab', { name: 'Payment accounts' })).toHaveAttribute(
    'aria-selected',
    'true',
    FIRST_LOAD,
  );
}

async function chooseMethod(page: Page, method: string) {
  await dialog(page)
    .getByRole('combobox', { name: /Payment method/ })
    .click();
  await page.getByRole('option', { name: method }).click();
}

/** Confirms the open PIN step with the PIN mailed after `after`. */
async function confirmWithPin(page: Page, email: string, after: number, button: string) {
  await expect(
    dialog(page).getByText('We sent a PIN to your e-mail.', { exact: false }),
  ).toBeVisible();
  const pin = await pinAfter(page.request, email, after);
  await dialog(page).getByLabel('PIN').fill(pin);
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
}

// The tests are independent: each starts from a fresh PIN count of its publisher (a retry would
// otherwise meet the first try's wrong PIN) and leaves the publisher's accounts as seeded.
test('add, make active, add a second, delete the active one; every rule and a wrong PIN', async ({
  page,
}) => {
  test.slow();
  const first = `e2e${Date.now()}@example.org`;
  const second = `Z${String(Date.now()).slice(-12)}`;
  await recordRequests(page);
  await openAccounts(page);
  const inbox = await signedInEmail(page.request);

  await page.getByRole('button', { name: 'Add payment account' }).click();
  const form = dialog(page);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Payment method is required')).toBeVisible();
  await expect(form.getByText('Payment account is required')).toBeVisible();
  await expect(form.getByText('Minimal payment amount is required')).toBeVisible();

  await chooseMethod(page, 'PayPal');
  await expect(form.getByText('Example: name@example.com')).toBeVisible();
  const account = form.getByLabel(/^Payment account/);
  const minimal = form.getByLabel(/^Minimal payment amount/);
  await expect(minimal).toHaveValue('50');
  for (const [typed, text] of [
    ['ab', 'The account should contain at least 6 symbols'],
    ['abcdefg', 'The value should contain @'],
    ['abc@defg', 'Invalid account format for the method. Example: name@example.com'],
  ] as const) {
    await account.fill(typed);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await account.fill(first);
  await minimal.fill('10');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('The minimal payment of PayPal is $50.00')).toBeVisible();
  await minimal.fill('75');

  let mailsBefore = await lastMailId(page.request);
  const validate = page.waitForRequest((r) =>
    r.url().endsWith('/publisher_payout_accounts/validate'),
  );
  await form.getByRole('button', { name: 'Continue' }).click();
  expect((await validate).headers()['content-type']).toBe('application/ld+json');
  await expect(form.getByText('We sent a PIN to your e-mail.', { exact: false })).toBeVisible();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Pin is required')).toBeVisible();
  await form.getByLabel('PIN').fill('000000');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Wrong PIN. 4 attempts left.')).toBeVisible();
  const pin = await pinAfter(page.request, inbox, mailsBefore);
  await form.getByLabel('PIN').fill(pin);
  const create = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/publisher_payout_accounts'),
  );
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const created = await create;
  expect(created.headers()['content-type']).toBe('application/ld+json');
  expect(await sentBody(page, 'POST', '/publisher_payout_accounts')).toEqual({
    paymentMethod: '/publisher/api/payment_methods/1',
    account: first,
    minimalPaymentAmount: 75,
    pin,
  });
  await expect(form).toBeHidden();
  await expect(row(page, first)).toHaveAttribute('data-active', 'false');

  // Make it active: PATCH as merge-patch.
  mailsBefore = await lastMailId(page.request);
  await row(page, first)
    .getByRole('button', { name: `Make active: PayPal ${first}` })
    .click();
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await confirmWithPin(page, inbox, mailsBefore, 'Make active');
  expect((await patch).headers()['content-type']).toBe('application/merge-patch+json');
  await expect(row(page, first)).toHaveAttribute('data-active', 'true');
  await expect(row(page, first)).toContainText('Active');
  await expect(row(page, 'demo@example.com')).toHaveAttribute('data-active', 'false');

  // A second account (WebMoney) stays inactive.
  await page.getByRole('button', { name: 'Add payment account' }).click();
  await chooseMethod(page, 'WebMoney WMZ');
  await form.getByLabel(/^Payment account/).fill(second);
  mailsBefore = await lastMailId(page.request);
  await form.getByRole('button', { name: 'Continue' }).click();
  await confirmWithPin(page, inbox, mailsBefore, 'Add');
  await expect(row(page, second)).toHaveAttribute('data-active', 'false');

  // Delete the active one: the warning, then DELETE with the PIN in its body.
  mailsBefore = await lastMailId(page.request);
  await row(page, first)
    .getByRole('button', { name: `Delete PayPal ${first}` })
    .click();
  await expect(
    dialog(page).getByText('You delete active payment account, make another one active'),
  ).toBeVisible();
  const remove = page.waitForRequest((r) => r.method() === 'DELETE');
  await confirmWithPin(page, inbox, mailsBefore, 'Delete');
  expect((await remove).headers()['content-type']).toBe('application/json');
  const deleted = (await sentBody(page, 'DELETE', '')) as Record<string, unknown>;
  expect(Object.keys(deleted)).toEqual(['pin']);
  await expect(row(page, first)).toHaveCount(0);
  await expect(
    page.getByText('No active payment account: add one to receive payments.'),
  ).toBeVisible();

  // Leave demo as it was: the seeded PayPal account active again, the second one gone.
  mailsBefore = await lastMailId(page.request);
  await row(page, 'demo@example.com')
    .getByRole('button', { name: 'Make active: PayPal demo@example.com' })
    .click();
  await confirmWithPin(page, inbox, mailsBefore, 'Make active');
  await expect(row(page, 'demo@example.com')).toHaveAttribute('data-active', 'true');
  mailsBefore = await lastMailId(page.request);
  await row(page, second)
    .getByRole('button', { name: `Delete WebMoney WMZ ${second}` })
    .click();
  await confirmWithPin(page, inbox, mailsBefore, 'Delete');
  await expect(row(page, second)).toHaveCount(0);
});

test('5 wrong PINs lock PIN actions for 15 minutes', async ({ page }) => {
  await openAccounts(page, NOSMART);
  await row(page, 'Z100000000002')
    .getByRole('button', { name: 'Delete WebMoney WMZ Z100000000002' })
    .click();
  const pinField = dialog(page).getByLabel('PIN');
  await expect(
    dialog(page).getByText('We sent a PIN to your e-mail.', { exact: false }),
  ).toBeVisible();
  for (const left of ['4 attempts', '3 attempts', '2 attempts', '1 attempt']) {
    await pinField.fill('999999x');
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog(page).getByText(`Wrong PIN. ${left} left.`)).toBeVisible();
  }
  await pinField.fill('999999x');
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const locked = dialog(page).getByText(
    'Too many wrong PINs: PIN actions are locked for 15 minutes.',
  );
  await expect(locked).toBeVisible();

  // 14 minutes later a new PIN is still refused.
  await advancePinClock(page.request, NOSMART.username, 14);
  const resend = () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/profile/pin_request'));
    return dialog(page)
      .getByRole('button', { name: 'Send a new PIN' })
      .click()
      .then(() => answer);
  };
  expect((await resend()).status()).toBe(429);
  await expect(locked).toBeVisible();

  // At 15 minutes the lock is over: a new PIN is mailed and the count starts again.
  await advancePinClock(page.request, NOSMART.username, 1);
  const mailsBefore = await lastMailId(page.request);
  expect((await resend()).status()).toBe(204);
  await expect(locked).toBeHidden();
  await pinAfter(page.request, 'nosmart@example.com', mailsBefore);
  await pinField.fill('999999x');
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog(page).getByText('Wrong PIN. 4 attempts left.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, 'Z100000000002')).toBeVisible();
});

test("the list's sort lives in the URL: reload and Back restore the view", async ({ page }) => {
  await signIn(page, '/publisher/payments?tab=accounts');
  const table = page.getByRole('table', { name: 'Payment accounts' });
  const header = table.getByRole('columnheader', { name: 'Minimal payment amount' });
  // The seeded accounts of demo (other tests may add more meanwhile): PayPal $100.00, active,
  // and an older IBAN with $500.00; without a sort the active or newer one comes first.
  const paypal = 'demo@example.com';
  const iban = 'DE89 3704 0044 0532 0130 00';
  const order = async () => {
    const shown = await table
      .locator('[data-account]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account')));
    return shown.filter((account) => account === paypal || account === iban);
  };
  await expect(header).toHaveAttribute('aria-sort', 'none', FIRST_LOAD);
  await expect.poll(order).toEqual([paypal, iban]);

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=minimal&order=desc|[?&]order=desc&sort=minimal/);
  await expect.poll(order).toEqual([iban, paypal]);

  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending', FIRST_LOAD);
  await expect.poll(order).toEqual([iban, paypal]);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(header).toHaveAttribute('aria-sort', 'none', FIRST_LOAD);
  await expect.poll(order).toEqual([paypal, iban]);
  await page.goForward();
  await expect(header).toHaveAttribute('aria-sort', 'descending', FIRST_LOAD);

  // Another tab opens its own list from its first page, unsorted.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page).not.toHaveURL(/sort=|order=/);
});
