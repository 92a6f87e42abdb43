// Keyboard gate: a publisher's flows complete with the keyboard alone (Tab, Enter, arrows, typing),
// and every control the focus passes shows a visible focus indicator.
import { expect, test, type Page } from '@playwright/test';
import { signIn, type DemoUser } from './fixtures';
import { FIRST_LOAD, lastMailId, pinAfter, resetPins } from './finance-fixtures';
import { tabTo } from './gates/keyboard';
import { offersWithStatus } from './offers-fixtures';

const KEYBOARD: DemoUser = { username: 'keyboard', password: 'demo-password' };

test.describe.configure({ mode: 'parallel' });
test.slow();

async function signInWithKeys(page: Page, user: DemoUser) {
  await page.goto('/publisher/login');
  await tabTo(page, page.getByLabel('Email or username'));
  await page.keyboard.type(user.username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('sign in, then mark the notifications read, with the keyboard alone', async ({ page }) => {
  await signInWithKeys(page, KEYBOARD);
  const bell = page.getByRole('link', { name: /^Notifications: \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications: 3 unread');
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=notifications/);
  const first = page.getByRole('button', { name: /^Mark as read: / }).first();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAccessibleName('Notifications: 2 unread');
  const all = page.getByRole('button', { name: 'Mark all as read' });
  await tabTo(page, all, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAccessibleName('Notifications: 0 unread');
});

test('run the conversions report over another range and export it, with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, '/publisher/conversions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Date range: / }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Choose a date range' });
  await tabTo(page, panel.getByRole('button', { name: 'Last 30 days' }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Export' }));
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('build a tracking link for a live offer, with the keyboard alone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const [offer] = await offersWithStatus(page, 1);
  if (!offer) throw new Error('the demo network has no live offer');
  await page.goto(`/publisher/offers/${offer.relativeId}`);
  const link = page.getByRole('textbox', { name: 'Tracking link' });
  await expect(link).toBeVisible();
  await tabTo(page, page.getByLabel('sub1', { exact: true }));
  await page.keyboard.type('keys-only');
  await expect(link).toHaveValue(/sub1=keys-only/);
  await tabTo(page, page.getByRole('button', { name: 'Copy Tracking link' }));
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});

test('add a payout account confirmed with the mailed PIN, with the keyboard alone', async ({
  page,
}) => {
  const account = `Z${String(Date.now()).slice(-12)}`;
  await resetPins(page.request, KEYBOARD.username);
  await signIn(page, KEYBOARD, '/publisher/payments?tab=accounts');
  const add = page.getByRole('button', { name: 'Add payment account' });
  await expect(add).toBeVisible(FIRST_LOAD);
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add payment account' });
  await tabTo(page, dialog.getByRole('combobox', { name: /Payment method/ }));
  // The list opens once the select's code is in: a Space pressed before that opens nothing.
  const methods = page.getByRole('listbox');
  await expect(async () => {
    if (!(await methods.isVisible())) await page.keyboard.press('Space');
    await expect(methods).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Arrows move through the methods; the one under the focus is highlighted.
  const webMoney = page.getByRole('option', { name: 'WebMoney WMZ' });
  const focused = () =>
    webMoney.evaluate((o) => o === document.activeElement, undefined, { timeout: 10_000 });
  for (let step = 0; !(await focused()); step += 1) {
    if (step > 10) throw new Error('ArrowDown did not reach WebMoney WMZ');
    await page.keyboard.press('ArrowDown');
    const highlight = await page.evaluate(() => {
      const option = document.activeElement;
      const list = option?.closest('[role="listbox"]');
      if (!option || option.getAttribute('role') !== 'option' || !list) return 'no option';
      const shown = getComputedStyle(option).backgroundColor;
      return shown !== getComputedStyle(list).backgroundColor && shown !== 'rgba(0, 0, 0, 0)'
        ? 'shown'
        : `not shown on ${option.textContent ?? ''}`;
    });
    expect(highlight).toBe('shown');
  }
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Example: Z123456789012')).toBeVisible();
  await tabTo(page, dialog.getByLabel(/^Payment account/));
  await page.keyboard.type(account);
  const minimal = dialog.getByLabel(/^Minimal payment amount/);
  await tabTo(page, minimal);
  await expect(minimal).toHaveValue('20');
  const mailsBefore = await lastMailId(page.request);
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByText('We sent a PIN to your e-mail.', { exact: false })).toBeVisible();
  const pin = await pinAfter(page.request, 'keyboard@example.com', mailsBefore);
  await tabTo(page, dialog.getByLabel('PIN'));
  await page.keyboard.type(pin);
  await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(page.locator(`[data-account="${account}"]:visible`)).toContainText('WebMoney WMZ');
  const listed = await page.request.get('/publisher/api/publisher_payout_accounts');
  const members = ((await listed.json()) as { 'hydra:member': Record<string, unknown>[] })[
    'hydra:member'
  ];
  expect(members.find((m) => m.account === account)).toMatchObject({
    account,
    paymentMethod: { id: 4, title: 'WebMoney WMZ' },
    minimalPaymentAmount: 20,
  });
});
