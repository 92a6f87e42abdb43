// Signing out and in as another publisher shows the other publisher's portal only: their
// balance (from the ledger), their menu (roles), none of the first one's figures or pages.
import { expect, test } from '@playwright/test';
import { DEMO, NOSMART } from '../fixtures';
import { headerBalance, ledgerOf, usd } from '../finance-fixtures';
import { expectSettled, fillSignIn, menu } from './journey-fixtures';

test.slow();

test('sign out as demo and in as nosmart: nothing of demo is left', async ({ page, request }) => {
  const [demo, nosmart] = await Promise.all([
    ledgerOf(request, DEMO.username),
    ledgerOf(request, NOSMART.username),
  ]);
  expect(demo.balance).not.toBe(nosmart.balance);

  await page.goto('/publisher/login');
  await fillSignIn(page, DEMO);
  await expectSettled(page, 'Dashboard');
  await expect(headerBalance(page)).toHaveText(usd(demo.balance));
  await menu(page).getByRole('link', { name: 'Smartlink' }).click();
  await expectSettled(page, 'Smartlink');

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await fillSignIn(page, NOSMART);
  // Sign-in goes to the dashboard, not to the page the last publisher left.
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expectSettled(page, 'Dashboard');
  await expect(headerBalance(page)).toHaveText(usd(nosmart.balance));
  await expect(menu(page).getByRole('link', { name: 'Smartlink' })).toHaveCount(0);
  await expect(page.getByText(usd(demo.balance))).toHaveCount(0);
  // demo's smartlinks page is not kept for nosmart: it is "Not found" for them.
  await page.goto('/publisher/smartlinks');
  await expectSettled(page, 'Not Found');
});
