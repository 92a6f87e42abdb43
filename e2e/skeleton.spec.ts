import { expect, test } from '@playwright/test';
import { signIn, signInThroughForm } from './fixtures';

test('the login route renders through the auth parcel', async ({ page }) => {
  await page.goto('/publisher/login');
  const auth = page.locator('[data-publisher-platform] [data-pp-container="auth"]');
  await expect(auth.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(auth.getByLabel('Email or username')).toBeVisible();
  await expect(auth.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
});

test('a signed-out publisher opening a page lands on the login page', async ({ page }) => {
  await page.goto('/publisher/balance');
  await expect(page).toHaveURL(/\/publisher\/login\?returnTo=%2Fpublisher%2Fbalance$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('wrong password shows the server text, then the right one reaches the dashboard', async ({
  page,
}) => {
  await page.goto('/publisher/login');
  await page.getByLabel('Email or username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid credentials.')).toBeVisible();
  await expect(page.getByLabel('Email or username')).toHaveValue('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('moving between parcels needs no reload and keeps the frame', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    const w = window as unknown as { __marker: number; __header: Element | null };
    w.__marker = 42;
    w.__header = document.querySelector('[data-slot="header"]');
  });
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Balance' }).click();
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  const kept = await page.evaluate(() => {
    const w = window as unknown as { __marker: number; __header: Element | null };
    return { marker: w.__marker, headerConnected: Boolean(w.__header?.isConnected) };
  });
  expect(kept).toEqual({ marker: 42, headerConnected: true });
});

test('a page returned to is as it was left, and leaving a page closes its dialog', async ({
  page,
}) => {
  await signIn(page, '/publisher/settings');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByLabel('Phone').fill('+420 601');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByLabel('Phone')).toBeHidden();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+420 601');

  await nav.getByRole('link', { name: 'Domain' }).click();
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Domain', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an unknown path shows Not Found inside the frame', async ({ page }) => {
  await signIn(page, '/publisher/no-such-page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('sign out returns to the login page', async ({ page }) => {
  await signInThroughForm(page); // a session of its own: signing out ends it
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await page.goto('/publisher/dashboard');
  await expect(page).toHaveURL(/\/publisher\/login$/);
});
