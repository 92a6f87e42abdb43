// The reports' `date` filter: one day picked in the Filters drawer, kept in the URL, sent as the
// API's `date` (instead of the range) and totalled as the database says for that day.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { daysAgo, rawClicks, written } from './reports-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const filtersButton = (page: Page) => page.locator('[data-slot="filters-button"]');
const totalClicks = (page: Page) =>
  page.locator('[data-slot="report-total"] [data-total="clicks"] dd');

test('the Day filter shows one day: in the URL, in the request, and in the Total', async ({
  page,
}) => {
  const day = daysAgo(4);
  await signIn(page, `/publisher/reports?grouping=country&from=${daysAgo(20)}&to=${daysAgo(1)}`);
  await expect(page.getByRole('table', { name: 'Summary' })).toBeVisible();
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const field = drawer.getByLabel('Day');
  await expect(field).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await expect(
    drawer.getByText('Shows only this day; when empty the date range applies.'),
  ).toBeVisible();
  const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('date') === day);
  // Typed without dashes, as on a phone keypad, it gets them.
  await field.pressSequentially(day.replaceAll('-', ''));
  await expect(field).toHaveValue(day);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const url = new URL((await asked).url());
  expect(url.searchParams.get('dateRange')).toBeNull();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (1)');
  await expect(page.getByRole('button', { name: /^Date range: / })).toHaveAccessibleName(
    `Date range: ${written(day)} – ${written(day)}`,
  );
  await expect(totalClicks(page)).toHaveText((await rawClicks(page, day)).toLocaleString('en-US'));

  // A reload keeps it; a range picked in the picker replaces it.
  await page.reload();
  await expect(totalClicks(page)).toHaveText((await rawClicks(page, day)).toLocaleString('en-US'));
  await page.getByRole('button', { name: /^Date range: / }).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).not.toHaveURL(/[?&]date=/);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters');
});

test('a Day that is not a day in the link is named and not sent; the field in Ukrainian', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, '/publisher/reports?date=2026-02-31');
  const refused = page.getByRole('alert').filter({ hasText: 'not applied' });
  await expect(refused).toContainText('Day: Enter a day as YYYY-MM-DD.');
  await context.addCookies([{ name: '_locale', value: 'uk', url: `${baseURL}/publisher` }]);
  await page.goto('/publisher/reports');
  await filtersButton(page).click();
  await expect(page.getByRole('dialog').getByLabel('День')).toHaveAttribute(
    'placeholder',
    'РРРР-ММ-ДД',
  );
});
