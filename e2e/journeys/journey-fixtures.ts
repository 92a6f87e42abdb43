// What the journeys share: signing in through the form as a person does (each journey has a
// session of its own, so ending it ends no other test's), the main menu, and the settled page.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, type DemoUser } from '../fixtures';
import { LOADING, onScreen } from '../gates/settle';

export const widget = (page: Page) => page.locator('[data-publisher-platform]');
export const heading = (page: Page, name?: string | RegExp) =>
  widget(page).getByRole('heading', { level: 1, ...(name ? { name } : {}) });
export const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Fills the login form on the page already shown and signs in. */
export async function fillSignIn(page: Page, user: DemoUser = DEMO): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The path and search of the page shown. */
export const pageOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The page has settled: its heading, nothing loading, no skeleton that never ends. */
export async function expectSettled(page: Page, name?: string | RegExp): Promise<void> {
  await expect(heading(page, name).first()).toBeVisible();
  await expect(widget(page).locator(onScreen(LOADING))).toHaveCount(0);
}

/** The first visible Retry of the widget (a part, a page or a module that could not load). */
export const retryButton = (page: Page): Locator =>
  widget(page).getByRole('button', { name: 'Retry', exact: true }).first();
