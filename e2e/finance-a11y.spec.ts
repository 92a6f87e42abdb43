// axe finds nothing on the finance screens, in both colour schemes, at desktop and 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { FIRST_LOAD } from './finance-fixtures';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`finance axe (${scheme})`, () => {
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('balance and its transactions at desktop', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/balance');
      await expect(page.locator('[data-transaction]:visible').first()).toBeVisible(FIRST_LOAD);
      expect(await violations(page)).toEqual([]);
    });

    test('promo codes with an error shown', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/balance?tab=promo');
      await page.getByRole('button', { name: 'Activate', exact: true }).click(FIRST_LOAD);
      await expect(page.getByText('Code is required')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('payments with the progress', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/payments');
      await expect(page.locator('[data-slot="payment-progress"]')).toBeVisible(FIRST_LOAD);
      await expect(page.locator('[data-payment]:visible').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('payout accounts and the add dialog at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page);
      await page.goto('/publisher/payments?tab=accounts');
      await expect(page.locator('[data-account]:visible').first()).toBeVisible(FIRST_LOAD);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add payment account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Payment method is required')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
