// The balance and its transactions, and the payments list, against the demo network's database:
// figures add up, filters, date range and page survive reload, export, phone and desktop.
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';
import {
  FIRST_LOAD,
  balanceFigure,
  headerBalance,
  ledgerOf,
  pragueDay,
  usd,
} from './finance-fixtures';

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`balance at ${label}`, () => {
    const it = viewportTest('balance', label, viewport);

    it('the balance is the database sum, in the header and on the page', async ({
      page,
      request,
    }) => {
      test.slow();
      await signIn(page, '/publisher/balance');
      await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible(
        FIRST_LOAD,
      );
      const ledger = await ledgerOf(request, 'demo');
      expect(ledger.ledger).toBe(ledger.balance);
      expect(ledger.balance).toBeCloseTo(ledger.conversions + ledger.promo - ledger.payments, 2);
      await expect(balanceFigure(page)).toHaveText(usd(ledger.balance));
      if (label === 'desktop') await expect(headerBalance(page)).toHaveText(usd(ledger.balance));
      // The newest entry's running balance is the balance.
      const newest = page.locator('[data-transaction]:visible').first();
      await expect(newest).toContainText(usd(ledger.balance));
    });
  });
}

test('transactions: range, type filter and page survive reload; export', async ({ page }) => {
  test.slow();
  await signIn(page);
  const from = pragueDay(180);
  const to = pragueDay(0);
  await page.goto(`/publisher/balance?from=${from}&to=${to}`);
  // The first load's own request must not be the one read after the reload.
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible(FIRST_LOAD);
  const api = page.waitForResponse((r) => r.url().includes('/api/ch/transactions?'));
  await page.reload();
  const { 'hydra:totalItems': total } = (await (await api).json()) as {
    'hydra:totalItems': number;
  };
  expect(total).toBeGreaterThan(20);
  await expect(page.getByText(`1-10 of ${total}`)).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`11-20 of ${total}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`11-20 of ${total}`)).toBeVisible(FIRST_LOAD);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Payment' }).click();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]type=payment/);
  await expect(page).not.toHaveURL(/[?&]page=2/);
  // The filter's own answer must have arrived (and be shown) before the reload's is awaited.
  const rows = page.locator('[data-transaction]:visible');
  const onlyPayments = () =>
    rows.evaluateAll((r) => r.length > 0 && r.every((e) => e.dataset.type === 'payment'));
  await expect.poll(onlyPayments, FIRST_LOAD).toBe(true);
  const filtered = page.waitForResponse((r) => r.url().includes('/api/ch/transactions?'));
  await page.reload();
  const payments = ((await (await filtered).json()) as { 'hydra:totalItems': number })[
    'hydra:totalItems'
  ];
  await expect(rows.first()).toBeVisible(FIRST_LOAD);
  for (const type of await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-type'))))
    expect(type).toBe('payment');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('date,type,amount,balance,conversions,details');
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'payment')).toBe(true);
  expect(lines.length - 1).toBe(payments);
});

test('payments: status labels, amounts, filters and page survive reload', async ({ page }) => {
  test.slow();
  await signIn(page, `/publisher/payments?from=${pragueDay(180)}&to=${pragueDay(0)}`);
  const rows = page.locator('[data-payment]:visible');
  await expect(rows.first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(page.getByText(/^11-\d+ of \d+$/)).toBeVisible(FIRST_LOAD);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Declined' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]status=/);
  await page.reload();
  await expect(page.locator('[data-payment]:visible').first()).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[data-payment]:visible')).toHaveCount(1);
  const declined = page.locator('[data-payment]:visible').first();
  await expect(declined).toHaveAttribute('data-status', 'declined');
  await expect(declined).toContainText('Declined');
  await expect(declined).toContainText(/Returned by the bank/);
  await expect(declined).toContainText(/\$\d[\d,]*\.\d{2}/);
});

test('the balance page in Russian', async ({ page, context, baseURL }) => {
  test.slow();
  await signIn(page);
  await context.addCookies([{ name: '_locale', value: 'ru', url: `${baseURL}/publisher` }]);
  await page.goto('/publisher/balance');
  await expect(page.getByRole('heading', { name: 'Баланс', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('tab', { name: 'Транзакции' })).toBeVisible();
  await expect(page.getByText('Текущий баланс')).toBeVisible(FIRST_LOAD);
  await page.goto('/publisher/payments?tab=accounts');
  await expect(page.getByRole('tab', { name: 'Платёжные счета' })).toHaveAttribute(
    'aria-selected',
    'true',
    FIRST_LOAD,
  );
});
