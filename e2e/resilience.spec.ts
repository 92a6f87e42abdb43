import { expect, test } from '@playwright/test';
import { countDocumentLoads, entryUrl, signIn } from './fixtures';

const DASHBOARD_CHUNK = /\/assets\/publisher-platform\/reports\/reports-dashboard-page-[\w-]+\.js/;

test('a parcel bundle answering 500 shows the fallback, and Retry then works', async ({ page }) => {
  await signIn(page);
  const entry = await entryUrl(page, '@publisher-platform/finance');
  // The entry file only (a retry asks for it with a query string), not its chunks.
  const FINANCE_ENTRY = (url: URL) => `${url.origin}${url.pathname}` === entry;
  await page.route(FINANCE_ENTRY, (route) => route.fulfill({ status: 500, body: 'boom' }));
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Balance' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(fallback).toBeVisible();
  // The frame keeps working while one parcel is broken.
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Balance' }).click();
  await expect(fallback).toBeVisible();
  await page.unroute(FINANCE_ENTRY);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('a page chunk that fails once shows Retry, which draws the page in place', async ({
  page,
}) => {
  await signIn(page);
  let failures = 0;
  let served = 0;
  await page.route(DASHBOARD_CHUNK, (route) => {
    if (failures > 0) {
      served += 1;
      return route.continue();
    }
    failures += 1;
    return route.fulfill({ status: 500, body: 'gone' });
  });
  await page.evaluate(() => sessionStorage.clear());
  const loads = await countDocumentLoads(page);
  await page.reload();
  const failed = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(failures).toBe(1);
  expect(served).toBe(1);
  // No page load: the file was asked for again in place.
  expect(loads()).toBe(1);
});

test('a chunk that keeps failing reloads once after a failed Retry, then shows its error instead of looping', async ({
  page,
}) => {
  await signIn(page);
  await page.route(DASHBOARD_CHUNK, (route) => route.fulfill({ status: 500, body: 'gone' }));
  await page.evaluate(() => sessionStorage.clear());
  const loads = await countDocumentLoads(page);
  await page.reload();
  const failed = page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Retry' }).click();
  // The retry failed too: the page is loaded again once (a new deploy may have replaced the
  // files), and then the error stays, with Retry.
  await expect.poll(loads).toBe(2);
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await page.waitForTimeout(1500);
  await expect(failed).toBeVisible();
  expect(loads()).toBe(2);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('a new app version in the answers reloads the page once', async ({ page }) => {
  await signIn(page);
  await page.route('**/publisher/api/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': '9.9.9' } });
  });
  const loads = await countDocumentLoads(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(loads).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('publisher-platform:app-version'))).toBe(
    '9.9.9',
  );
  await page.waitForTimeout(1000);
  expect(loads()).toBe(2);
});

test('answers of two versions (a rolling deploy) reload once, never in a loop', async ({
  page,
}) => {
  await signIn(page);
  let flip = false;
  await page.route('**/publisher/api/**', async (route) => {
    const response = await route.fetch();
    flip = !flip;
    const version = flip ? '9.9.9' : '5.33.1';
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': version } });
  });
  const loads = await countDocumentLoads(page);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.waitForTimeout(2000);
  expect(loads()).toBeLessThanOrEqual(2);
});
