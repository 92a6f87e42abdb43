import { expect, type Page } from '@playwright/test';

export { NEWBIE, NOSMART } from './fixtures';

export const shell = (page: Page) => page.locator('[data-pp-container="shell"]');

/** Replaces the host page's additionalPages (the config block of every /publisher page). */
export async function withAdditionalPages(page: Page, pages: unknown[]): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/publisher') && !url.pathname.startsWith('/publisher/api'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(
        /(<script type="application\/json" id="publisher-platform-config">)([\s\S]*?)(<\/script>)/,
        (_all, open: string, json: string, close: string) => {
          const config = JSON.parse(json) as Record<string, unknown>;
          config.additionalPages = pages;
          return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
        },
      );
      return route.fulfill({ response, body: patched });
    },
  );
}

/** The main menu; on narrow screens it is opened first (slide-over). */
export async function openMenu(page: Page, name = 'Main menu') {
  const nav = page.getByRole('navigation', { name });
  if (await nav.isVisible()) return nav;
  await page.locator('[data-slot="menu-toggle"]').click();
  await expect(nav).toBeVisible();
  return nav;
}

/** The names of the menu links, in order. */
export async function menuNames(page: Page): Promise<string[]> {
  const nav = await openMenu(page);
  await expect(nav.locator('[data-slot="nav-list"]')).toBeVisible();
  return nav
    .locator('[data-menu-item]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim()));
}
