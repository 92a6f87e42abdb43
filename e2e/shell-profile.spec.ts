import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { shell } from './shell-fixtures';

const PROFILE = '**/publisher/api/publishers/current';
const customRuns = (page: Page) =>
  page.evaluate(() => (window as { acmeAdsCustomJs?: number }).acmeAdsCustomJs);

test('the profile fills the session; the network script runs once, after it', async ({ page }) => {
  await signIn(page);
  await expect.poll(() => customRuns(page)).toBe(1);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('publisher') ?? 'null')),
  ).toEqual({ timezone: 'Europe/Prague', currencyName: 'USD', currencySymbol: '$' });
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Balance' }).click();
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  expect(await customRuns(page)).toBe(1);
});

test('a network script that fails is only logged', async ({ page }) => {
  await signIn(page);
  const errors: string[] = [];
  const logged: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(PROFILE, async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as { customer: { customJs: string } };
    profile.customer.customJs = 'throw new Error("custom boom")';
    await route.fulfill({ response, json: profile });
  });
  await page.reload();
  await expect(shell(page).locator('[data-slot="manager-avatar"]')).toBeVisible();
  await expect.poll(() => logged.join('\n')).toContain('the custom script failed');
  expect(errors).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a profile that fails to load clears the user; the frame keeps working', async ({ page }) => {
  await signIn(page);
  await page.route(PROFILE, (route) =>
    route.fulfill({ status: 500, json: { 'hydra:description': 'Profile store is down' } }),
  );
  await page.goto('/publisher/settings');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Smartlink' })).toHaveCount(0);
  // The frame says so above every page; the settings page, which needs the profile, too.
  const banner = page.getByRole('alert').filter({ hasText: 'Your profile could not be loaded' });
  await expect(banner).toContainText('Profile store is down');
  await expect(page.getByText('Profile store is down', { exact: true })).toBeVisible();
  await expect(shell(page).locator('[data-slot="manager-avatar"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('publisher'))).toBeNull();
  await page.unroute(PROFILE);
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Personal information' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Smartlink' })).toBeVisible();
});
