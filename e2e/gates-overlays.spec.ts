// Accessibility gate over what a route shows only after a click: every kind of overlay open once
// (popover, list, dialog, drawer, filters drawer, date picker, phone slide-over) and the states
// with errors or opened content, alternating the colour scheme. Routes themselves are
// gates-routes.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { NEWBIE, openNewPasswordForm, signIn } from './fixtures';
import { axeViolations } from './gates/axe';
import { settle } from './gates/settle';

const PHONE = { width: 375, height: 800 };

async function open(page: Page, path: string, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await signIn(page, path);
  await settle(page);
}

const expectClean = async (page: Page, what: string) =>
  expect(await axeViolations(page), what).toEqual([]);

test.describe('overlays and states', () => {
  test.describe.configure({ mode: 'parallel' });
  test.slow();

  test('the news popover and the language list (light)', async ({ page }) => {
    await open(page, '/publisher/domains', 'light');
    await page.getByRole('button', { name: /^News: / }).click();
    await expect(page.locator('[data-slot="news-list"]')).toBeVisible();
    await expectClean(page, 'news popover');
    await page.keyboard.press('Escape');
    await page.locator('[data-slot="language-switcher"]').click();
    await expect(page.locator('[data-slot="language-list"]').getByRole('button')).toHaveCount(4);
    await expectClean(page, 'language list');
  });

  test('the filters drawer and the date picker (dark)', async ({ page }) => {
    await open(page, '/publisher/conversions', 'dark');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectClean(page, 'filters drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Date range: / }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a date range' })).toBeVisible();
    await expectClean(page, 'date picker');
  });

  test('settings and promo codes with errors shown (light)', async ({ page }) => {
    await open(page, '/publisher/settings', 'light');
    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByRole('button').click();
    await expect(password.getByText('Password is required', { exact: true })).toBeVisible();
    await expectClean(page, 'settings with errors');
    await page.goto('/publisher/balance?tab=promo');
    await settle(page);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await expectClean(page, 'promo code with an error');
  });

  test('a nested report row and an open FAQ answer (dark)', async ({ page }) => {
    await open(page, '/publisher/reports?grouping=offerCampaign', 'dark');
    await page.getByRole('button', { expanded: false }).filter({ hasText: '#' }).first().click();
    await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();
    await settle(page);
    await expectClean(page, 'nested report row');
    await page.goto('/publisher/support?tab=faq&question=5');
    await expect(page.locator('[data-faq="5"] [data-slot="rich-text"]')).toBeVisible();
    await expectClean(page, 'open FAQ answer');
  });

  test('the sign-up and new-password forms with errors shown (dark)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/publisher/register');
    await expect(page.getByRole('combobox', { name: 'Messenger' })).toBeEnabled();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expectClean(page, 'sign-up form with errors');
    await openNewPasswordForm(page);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expectClean(page, 'new-password form with errors');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('the phone slide-over and the payout account dialog with errors (dark)', async ({
      page,
    }) => {
      await open(page, '/publisher/payments?tab=accounts', 'dark');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      await expectClean(page, 'phone slide-over');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add payment account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Payment method is required')).toBeVisible();
      await expectClean(page, 'payout account dialog with errors');
    });

    test('the activation request of a demo account (light)', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await signIn(page, NEWBIE, '/publisher/support');
      await expect(page.getByRole('region', { name: 'Activate your account' })).toBeVisible();
      await settle(page);
      await expectClean(page, 'activation request');
    });
  });
});
