import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOGIN_PAGE_BUDGET_KB } from '../.config/build/report.mjs';

const LOGIN_BUDGET_BYTES = LOGIN_PAGE_BUDGET_KB * 1024;
const BUNDLE = '/assets/publisher-platform/';

// Each file's gzip size as the build counts it (dist/build-manifest.json), so what the browser
// downloads is held to the build's own budget; a file the build does not know counts as sent.
function buildGzipSizes(): Map<string, number> {
  const manifest = JSON.parse(
    readFileSync(path.resolve(process.env.DIST_DIR ?? 'dist', 'build-manifest.json'), 'utf8'),
  ) as { modules: Record<string, { files: Record<string, { gzip?: number }> }> };
  return new Map(
    Object.values(manifest.modules).flatMap((m) =>
      Object.entries(m.files).map(([file, info]) => [file, info.gzip ?? 0] as const),
    ),
  );
}

test(`the login page downloads at most ${LOGIN_PAGE_BUDGET_KB} KB gzip of JS and CSS (the files the browser asks for)`, async ({
  page,
}) => {
  const gzip = buildGzipSizes();
  const sizes: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    const { pathname } = new URL(url);
    if (!/\.(js|css|json)$/.test(pathname) || !pathname.startsWith(BUNDLE)) return;
    const counted = gzip.get(pathname.slice(BUNDLE.length));
    sizes.push({ url, bytes: counted ?? (await request.sizes()).responseBodySize });
  });
  await page.goto('/publisher/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`login page: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
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
