import { expect, type Page } from '@playwright/test';

/** What the widget shows while something still loads. */
export const LOADING = '[aria-busy="true"], [data-slot="skeleton"], [data-slot="skeleton-text"]';

/** Waits until the page shows its content: a heading, no skeleton, nothing busy, no request. */
export async function settle(page: Page): Promise<void> {
  const root = page.locator('[data-publisher-platform]');
  await expect(root.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(root.locator(LOADING)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
