import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NEWBIE, signIn } from './fixtures';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

// One page per test: axe needs many seconds per run on a busy machine.
const PAGES = [
  ['contacts', '/publisher/support?tab=contacts', '[data-slot="contact-card"]'],
  [
    'FAQ with an answer open',
    '/publisher/support?tab=faq&question=5',
    '[data-faq="5"] [data-slot="rich-text"]',
  ],
  ['notifications', '/publisher/support?tab=notifications', '[data-notification]:visible'],
  ['news list', '/publisher/news', '[data-article]:visible'],
  ['an article', '/publisher/news/article/7', '[data-slot="rich-text"]'],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`support axe (${scheme})`, () => {
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    for (const [name, url, ready] of PAGES)
      test(name, async ({ page }) => {
        await signIn(page);
        await page.goto(url);
        await expect(page.locator(ready).first()).toBeVisible();
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
