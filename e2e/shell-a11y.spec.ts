import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe (${scheme})`, () => {
    // axe needs a few seconds per run on a busy machine.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('settings, with errors shown', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/settings');
      const password = page.getByRole('region', { name: 'Change password' });
      await password.getByRole('button').click();
      await expect(password.getByText('Password is required', { exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('domains and the news popover', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/domains');
      await expect(page.locator('[data-domain]:visible').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: /^News: / }).click();
      await expect(page.locator('[data-slot="news-list"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the phone menu', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
