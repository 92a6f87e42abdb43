import { expect, test } from '@playwright/test';

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
    `login page: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB transferred (brotli or gzip, as sent)`,
  );
  expect(sizes.some((s) => s.url.includes('/auth/'))).toBe(true);
  expect(sizes.some((s) => s.url.includes('react-router'))).toBe(false);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

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
