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

/** The URL of a module's entry file, from the import map the page uses. */
export async function entryUrl(page: Page, specifier: string): Promise<string> {
  const response = await page.request.get('/assets/publisher-platform/import-map.json');
  const map = (await response.json()) as { imports: Record<string, string> };
  const file = map.imports[specifier];
  if (!file) throw new Error(`${specifier} is not in the import map`);
  return new URL(file, new URL('/assets/publisher-platform/', page.url())).href;
}

/** Counts full document loads of the page (a soft navigation does not count). */
export async function countDocumentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}
