import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';
import { shell, withAdditionalPages } from './shell-fixtures';

const HOSTILE_HTML = [
  '<h2>Partner terms</h2>',
  '<img src="x" onerror="window.__pwned = (window.__pwned || 0) + 1">',
  '<script>window.__pwned = (window.__pwned || 0) + 10</script>',
  '<a href="javascript:window.__pwned=100">terms link</a>',
  '<p onmouseover="window.__pwned=1000">Hover me</p>',
  '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
].join('');

const PAGES = [
  {
    '@id': '/publisher/api/additional_pages/7',
    menuTitle: 'Terms',
    placement: 2,
    pageTitle: 'Partner terms page',
    type: 1,
    html: HOSTILE_HTML,
  },
  {
    '@id': '/publisher/api/additional_pages/8',
    menuTitle: 'Status',
    placement: null,
    pageTitle: 'Network status',
    type: 2,
    url: '/publisher-demo/status.html',
  },
];

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`additional pages at ${label}`, () => {
    const it = viewportTest('additional pages', label, viewport);

    it('html is shown sanitised: nothing in it ever runs', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await withAdditionalPages(page, PAGES);
      await signIn(page, '/publisher/additional_pages/7');
      await expect(
        page.getByRole('heading', { name: 'Partner terms page', level: 1 }),
      ).toBeVisible();
      const content = shell(page).locator('[data-slot="rich-text"]');
      await expect(content.getByRole('heading', { name: 'Partner terms' })).toBeVisible();
      await content.getByText('Hover me').hover();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(content.locator('script, iframe, [onerror], [onmouseover]')).toHaveCount(0);
      await expect(content.locator('img')).toHaveCount(1);
      expect(await content.getByText('terms link').getAttribute('href')).toBeNull();
      expect(errors).toEqual([]);
    });

    it('type 2 is an embedded frame; an id neither config nor API knows is "Not found"', async ({
      page,
    }) => {
      await withAdditionalPages(page, PAGES);
      await signIn(page, '/publisher/additional_pages/8');
      const frame = shell(page).locator('iframe[title="Network status"]');
      await expect(frame).toHaveAttribute('src', '/publisher-demo/status.html');
      // An id the host config does not list is asked of the API (a loader meanwhile).
      const asked = page.waitForResponse((r) =>
        r.url().endsWith('/publisher/api/additional_pages/99'),
      );
      await page.goto('/publisher/additional_pages/99');
      expect((await asked).status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
      await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
      await expect(shell(page).getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await expect(page).toHaveURL(/\/publisher\/dashboard$/);
    });

    it('a page the host config does not list comes from the API', async ({ page }) => {
      await withAdditionalPages(page, PAGES);
      await signIn(page, '/publisher/additional_pages/1');
      await expect(page.getByRole('heading', { name: 'Network rules', level: 1 })).toBeVisible();
      await expect(shell(page).getByRole('heading', { name: 'Rules', level: 2 })).toBeVisible();
      await expect(shell(page).getByText('Play fair.')).toBeVisible();
    });
  });
}
