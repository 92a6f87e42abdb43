// Routes with params, search params in the URL (validated, defaults for anything invalid), tabs
// that survive reload, and a failing page chunk that stays inside the content area.
import { expect, test, type Page } from '@playwright/test';
import { countDocumentLoads, signIn } from './fixtures';
import { shell } from './shell-fixtures';

const SETTINGS_CHUNK = /\/assets\/publisher-platform\/shell\/shell-settings-page-[\w-]+\.js/;
const content = (page: Page) => shell(page).locator('[data-slot="content"]');
const heading = (page: Page, name: string) =>
  content(page).getByRole('heading', { name, level: 1 });
const selectedTab = (page: Page) => content(page).getByRole('tab', { selected: true });

test('detail routes take their id from the path', async ({ page }) => {
  await signIn(page);
  const title = async (path: string) =>
    ((await (await page.request.get(`/publisher/api/${path}`)).json()) as { title: string }).title;
  await page.goto('/publisher/offers/123');
  await expect(heading(page, await title('offers/123'))).toBeVisible();
  await page.goto('/publisher/smartlinks/7');
  await expect(heading(page, await title('smartlinks/7'))).toBeVisible();
  // An article demo has already seen: opening it changes nothing.
  await page.goto('/publisher/news/article/2');
  await expect(heading(page, 'Weekly payouts are now available for all publishers')).toBeVisible();
  await page.goto('/publisher/offers/123/unknown');
  await expect(heading(page, 'Not Found')).toBeVisible();
});

test('invalid search params show the default view', async ({ page }) => {
  await signIn(page, '/publisher/domains?page=abc&pageSize=7&tab=nope');
  await expect(heading(page, 'Domains')).toBeVisible();
  await expect(page).toHaveURL(/\/publisher\/domains\?page=1&pageSize=10&tab=nope$/);
  await page.goto('/publisher/reports?page=abc&pageSize=7&tab=nope');
  await expect(selectedTab(page)).toHaveText('Summary');
  await expect(page).toHaveURL(/[?&]tab=summary(&|$)/);
  await page.goto('/publisher/support?tab=nope');
  await expect(selectedTab(page)).toHaveText('Contacts');
  await page.goto('/publisher/dashboard?from=yesterday&to=2024-13-45');
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test('a page without search params keeps its URL as it is', async ({ page }) => {
  await signIn(page, '/publisher/support');
  await expect(selectedTab(page)).toHaveText('Contacts');
  await expect(page).toHaveURL(/\/publisher\/support$/);
});

test('report and support tabs live in the URL: reload, Back and keys', async ({ page }) => {
  await signIn(page, '/publisher/reports');
  await content(page).getByRole('tab', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/\/publisher\/reports\?tab=revenue$/);
  await page.reload();
  await expect(selectedTab(page)).toHaveText('Revenue');
  await expect(content(page).getByRole('tabpanel', { name: 'Revenue' })).toBeVisible();

  await page.goto('/publisher/support?tab=faq');
  await expect(selectedTab(page)).toHaveText('FAQ');
  await selectedTab(page).press('ArrowRight');
  await expect(selectedTab(page)).toHaveText('Notifications');
  await expect(selectedTab(page)).toBeFocused();
  await expect(page).toHaveURL(/\/publisher\/support\?tab=notifications$/);
  await page.reload();
  await expect(selectedTab(page)).toHaveText('Notifications');
  await page.goBack();
  await expect(selectedTab(page)).toHaveText('FAQ');
});

test('the header links open their tab', async ({ page }) => {
  await signIn(page);
  await shell(page)
    .getByRole('link', { name: /^Notifications: \d+ unread$/ })
    .click();
  await expect(selectedTab(page)).toHaveText('Notifications');
  await shell(page)
    .locator('[data-slot="header"]')
    .getByRole('link', { name: 'Live competition' })
    .click();
  await expect(selectedTab(page)).toHaveText('Competitions');
});

test('a shell page chunk answering 500 fails inside the content area; the frame keeps working', async ({
  page,
}) => {
  await signIn(page);
  await page.route(SETTINGS_CHUNK, (route) => route.fulfill({ status: 500, body: 'gone' }));
  await page.evaluate(() => sessionStorage.clear());
  const loads = await countDocumentLoads(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Settings' }).click();

  // The fallback in the content area, with the frame around it, and no page load.
  const fallback = content(page)
    .getByRole('alert')
    .filter({ hasText: 'This section could not be loaded' });
  await expect(fallback).toBeVisible();
  expect(loads()).toBe(0);
  await expect(shell(page).locator('[data-slot="header"]')).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(page.getByText('This section stopped working')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Domain' }).click();
  await expect(heading(page, 'Domains')).toBeVisible();
  // Coming back asks for the file again; failing again, the page is loaded once more (once
  // its error report has left), and then the fallback stays.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect.poll(loads).toBe(1);
  await expect(fallback).toBeVisible();

  await page.unroute(SETTINGS_CHUNK);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
