// A session that ends mid-use (it expired, or was ended elsewhere): the next call's 401 sends the
// publisher to the login page, which says why, and signing in brings them back to the page they
// asked for, with what they had typed on the way.
import { expect, test } from '@playwright/test';
import { fillSignIn, expectSettled, menu, pageOf } from './journey-fixtures';

test.slow();

test('a 401 mid-use: sign in again, back on the page asked for, typed input still there', async ({
  page,
  context,
}) => {
  await page.goto('/publisher/login');
  await fillSignIn(page);
  await expectSettled(page, 'Dashboard');
  await menu(page).getByRole('link', { name: 'Settings' }).click();
  await expectSettled(page, 'Settings');
  const phone = page.getByLabel('Phone');
  await phone.fill('+420 777 123 456');

  // The session cookie is gone (expired): the next page's calls answer 401.
  await context.clearCookies();
  await menu(page).getByRole('link', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/\/publisher\/login\?returnTo=%2Fpublisher%2Fbalance$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session has ended' }),
  ).toBeVisible();
  await fillSignIn(page);
  await expect.poll(() => pageOf(page)).toBe('/publisher/balance');
  await expectSettled(page, 'Balance');

  // Back goes to the page before, not to the login form; what was typed there is back.
  await page.goBack();
  await expect.poll(() => pageOf(page)).toBe('/publisher/settings');
  await expectSettled(page, 'Settings');
  await expect(page.getByLabel('Phone')).toHaveValue('+420 777 123 456');
  await expect(page.getByText('What you typed before your session ended is back.')).toBeVisible();
});

test('a session ended while a report with filters is open returns to that report', async ({
  page,
  context,
}) => {
  const report = '/publisher/reports?tab=summary&grouping=os&from=2026-11-01&to=2026-11-30';
  await page.goto('/publisher/login');
  await fillSignIn(page);
  await expectSettled(page, 'Dashboard');
  await page.goto(report);
  await expectSettled(page, 'Reports');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/publisher\/login\?returnTo=/);
  await fillSignIn(page);
  await expect.poll(() => pageOf(page)).toBe(report);
  await expectSettled(page, 'Reports');
});
