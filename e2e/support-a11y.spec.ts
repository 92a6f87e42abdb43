import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NEWBIE, signIn } from './fixtures';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`support axe (${scheme})`, () => {
    // axe needs a few seconds per run on a busy machine.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('contacts, FAQ with an answer open, notifications', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/support?tab=contacts');
      await expect(page.locator('[data-slot="contact-card"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/publisher/support?tab=faq&question=5');
      await expect(page.locator('[data-faq="5"] [data-slot="rich-text"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page.locator('[data-notification]:visible').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('news list and an article', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/news');
      await expect(page.locator('[data-article]:visible').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/publisher/news/article/7');
      await expect(page.locator('[data-slot="rich-text"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the activation request of a demo account, at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, NEWBIE);
      await page.goto('/publisher/support');
      await expect(page.getByRole('region', { name: 'Activate your account' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
