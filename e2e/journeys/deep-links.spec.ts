// A link into the portal opened signed out survives sign-in: the page, its tab, range, grouping,
// filters and page come back exactly. Only pages of this portal are ever a target.
import { expect, test } from '@playwright/test';
import { expectSettled, fillSignIn, pageOf, widget } from './journey-fixtures';

test.slow();

test('a report link with its search opened signed out comes back after sign-in', async ({
  page,
}) => {
  const link =
    '/publisher/reports?tab=revenue&grouping=country&from=2026-10-01&to=2026-10-31&page=2';
  await page.goto(link);
  await expect(page).toHaveURL(/\/publisher\/login\?returnTo=/);
  await fillSignIn(page);
  await expect.poll(() => pageOf(page)).toBe(link);
  await expectSettled(page, 'Reports');
  await expect(widget(page).getByRole('tab', { selected: true })).toHaveText('Revenue');
  await expect(
    widget(page).getByRole('button', { name: /Date range: Oct 1, 2026 – Oct 31, 2026/ }),
  ).toBeVisible();
});

test('an offer page opened signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/publisher/offers?status=%5B1%5D&page=1');
  await fillSignIn(page);
  await expect.poll(() => pageOf(page)).toBe('/publisher/offers?status=%5B1%5D&page=1');
  await expectSettled(page, 'Offer');
});

for (const target of [
  'https://evil.example/publisher/dashboard',
  '//evil.example/publisher/dashboard',
  '/\\evil.example',
  '/publisher/logout',
])
  test(`a login link pointing at ${target} signs in to the dashboard`, async ({ page }) => {
    await page.goto(`/publisher/login?${new URLSearchParams({ returnTo: target })}`);
    await fillSignIn(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/publisher\/dashboard$/);
    await expectSettled(page, 'Dashboard');
  });
