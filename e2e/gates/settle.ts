import { expect, type Page } from '@playwright/test';

/** What the widget shows while something still loads. */
export const LOADING = '[aria-busy="true"], [data-slot="skeleton"], [data-slot="skeleton-text"]';

/**
 * `selector` outside the pages the frame keeps mounted out of sight. A kept page left before its
 * chart came into view keeps the chart's placeholder until it is shown again: nobody sees it, and
 * it is not the page on screen still loading.
 */
export const onScreen = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${part.trim()}:not([data-slot="section"][aria-hidden="true"] *)`)
    .join(', ');

/** Waits until the page shows its content: a heading, no skeleton, nothing busy, no request. */
export async function settle(page: Page): Promise<void> {
  const root = page.locator('[data-publisher-platform]');
  await expect(root.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(root.locator(onScreen(LOADING))).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}
