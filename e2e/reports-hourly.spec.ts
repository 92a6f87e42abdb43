// Grouped by Hour a report shows one day with an hour step: the range's last day (today at the
// latest). The URL holds that day, the page says so next to the picker, and the Total is the
// database's figure for that day.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { dayIn, daysAgo, rawClicks, written } from './reports-fixtures';
import { axeViolations } from './gates/axe';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const today = () => dayIn(Date.now());

const totalClicks = (page: Page) =>
  page.locator('[data-slot="report-total"] [data-total="clicks"] dd');

async function groupBy(page: Page, grouping: string) {
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: grouping, exact: true }).click();
}

test('Hour on a range that ends before today shows its last day, in the URL and in words', async ({
  page,
}) => {
  const from = daysAgo(12);
  const to = daysAgo(6);
  await signIn(page, `/publisher/reports?from=${from}&to=${to}`);
  await expect(page.getByRole('table', { name: 'Summary' })).toBeVisible();
  await groupBy(page, 'Hour');

  await expect(page).toHaveURL(
    new RegExp(`from=${to}&to=${to}.*grouping=hour|grouping=hour.*from=${to}&to=${to}`),
  );
  await expect(page.getByText(`Hourly grouping shows one day: ${written(to)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Date range: / })).toHaveAccessibleName(
    `Date range: ${written(to)} – ${written(to)}`,
  );
  const clicks = await rawClicks(page, to);
  expect(clicks).toBeGreaterThan(1000);
  await expect(totalClicks(page)).toHaveText(clicks.toLocaleString('en-US'));
  await expect(page.getByRole('columnheader', { name: /Hour/ })).toBeVisible();
  await expect(page.locator('[data-row]').first()).toContainText(to);
  expect(await axeViolations(page), 'hourly report').toEqual([]);

  // A reload (or the copied link) shows the same day and the same Total.
  await page.reload();
  await expect(page.getByText(`Hourly grouping shows one day: ${written(to)}`)).toBeVisible();
  await expect(totalClicks(page)).toHaveText(clicks.toLocaleString('en-US'));

  // Another grouping keeps that day; Back returns to the hourly view, and Back again to the range.
  await groupBy(page, 'Country');
  await expect(page).toHaveURL(new RegExp(`from=${to}&to=${to}`));
  await expect(page.getByText(/Hourly grouping shows one day/)).toHaveCount(0);
  await expect(totalClicks(page)).toHaveText(clicks.toLocaleString('en-US'));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}$`));
});

test('Hour on "Last 7 days" shows today; a link with a long range and Hour opens on its last day', async ({
  page,
}) => {
  await signIn(page, '/publisher/reports');
  await page.getByRole('button', { name: /^Date range: / }).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(6)}&to=${today()}`));
  await groupBy(page, 'Hour');
  await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
  await expect(page.getByText(`Hourly grouping shows one day: ${written(today())}`)).toBeVisible();
  await expect(totalClicks(page).or(page.getByText('No data'))).toBeVisible();

  const to = daysAgo(3);
  await page.goto(`/publisher/reports?grouping=hour&from=${daysAgo(40)}&to=${to}`);
  await expect(page).toHaveURL(new RegExp(`from=${to}&to=${to}`));
  await expect(totalClicks(page)).toHaveText((await rawClicks(page, to)).toLocaleString('en-US'));
});

test('the hourly note in Russian, at phone width', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await context.addCookies([{ name: '_locale', value: 'ru', url: `${baseURL}/publisher` }]);
  const day = daysAgo(2);
  await page.goto(`/publisher/reports?grouping=hour&from=${day}&to=${day}`);
  const note = page.locator('[data-slot="range-note"]');
  await expect(note).toHaveText(/^Группировка по часам показывает один день: /);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("a date row's drill-down asks for that day up to the next day's start and shows its hours", async ({
  page,
}) => {
  const from = daysAgo(9);
  const to = daysAgo(5);
  const day = daysAgo(7);
  const next = daysAgo(6);
  await signIn(page, `/publisher/reports?from=${from}&to=${to}`);
  await expect(page.getByRole('table', { name: 'Summary' })).toBeVisible();
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/ch/reports/summary') &&
      new URL(request.url()).searchParams.get('grouping') === 'hour',
  );
  await page.getByRole('button', { name: day, exact: true }).click();
  const url = new URL((await asked).url());
  // The range end is the next day: its first second is not counted (the contract's rule).
  expect(url.searchParams.get('dateRange')).toBe(`${day} 00:00:00 - ${next} 00:00:00`);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(page.getByText(`Hourly grouping shows one day: ${written(day)}`)).toBeVisible();
  await expect(totalClicks(page)).toHaveText((await rawClicks(page, day)).toLocaleString('en-US'));
  // Only that day's hours: none of the next day.
  const rows = page.locator('[data-row]');
  await expect(rows.first()).toContainText(day);
  await expect(page.getByRole('cell', { name: new RegExp(`^${next}`) })).toHaveCount(0);
});
