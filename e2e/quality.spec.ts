import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

const LOGIN_BUDGET_BYTES = 150 * 1024;

test('the login page downloads at most 150 KB gzip of JS and CSS (measured in the browser)', async ({
  page,
}) => {
  const sizes: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!/\.(js|css|json)(\?|$)/.test(request.url()) || !request.url().includes('/assets/')) return;
    const { responseBodySize } = await request.sizes();
    sizes.push({ url: request.url(), bytes: responseBodySize });
  });
  await page.goto('/publisher/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `login page: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB transferred (gzip)`,
  );
  expect(sizes.some((s) => s.url.includes('/auth/'))).toBe(true);
  expect(sizes.some((s) => s.url.includes('react-router'))).toBe(false);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the login page has no axe violations in the ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/publisher/login');
    await expect(page.locator('[data-publisher-platform]')).toHaveAttribute('data-theme', scheme);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });

  test(`the authenticated frame has no axe violations in the ${scheme} scheme`, async ({
    page,
  }) => {
    // The dashboard behind the frame carries a chart and KPIs over the event store: axe takes long.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page);
    const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });
}

test('system colour scheme follows the OS live, a stored choice wins', async ({ page }) => {
  const root = page.locator('[data-publisher-platform]');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/publisher/login');
  await expect(root).toHaveAttribute('data-theme', 'light');
  const background = () => root.evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveAttribute('data-theme', 'dark');
  expect(await background()).not.toBe(light);
  await page.evaluate(() => localStorage.setItem('publisher-platform:theme', 'light'));
  await page.reload();
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect(root).toHaveAttribute('data-theme-mode', 'light');
});

test('the _locale cookie chooses the language before anything renders', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: '_locale', value: 'zh', url: `${baseURL}/publisher/` }]);
  await page.goto('/publisher/login');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await expect(page.locator('[data-publisher-platform]')).toHaveAttribute('lang', 'zh');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('此字段为必填项')).toBeVisible();
});

test('many moves between parcels leave one mounted parcel and no errors', async ({ page }) => {
  // 32 moves, each a real page now (the dashboard's chart and reports over the event store).
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (let round = 0; round < 8; round += 1) {
    for (const [link, heading] of [
      ['Balance', 'Balance'],
      ['News', 'News'],
      ['Offer', 'Offer'],
      ['Dashboard', 'Dashboard'],
    ]) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
  }
  await expect(page.locator('[data-parcel]')).toHaveCount(1);
  await expect(page.locator('[data-pp-container="shell"] [data-slot="shell"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
