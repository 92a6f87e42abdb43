import { expect, type Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'demo-password' };

export async function signIn(page: Page, user = DEMO): Promise<void> {
  await page.goto('/publisher/login');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Counts full document loads of the page (a soft navigation does not count). */
export async function countDocumentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}
