// The click log: reached from Conversions, its rows and total are the database's clicks, a
// country filter lives in the URL, Back returns to Conversions; phone cards at 375 px. (axe, the
// four languages and a failing API over this page: the route gates, which visit every path.)
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { apiGet } from './offers-fixtures';
import { daysAgo, rawClicks } from './reports-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

interface ApiClick {
  id: number;
  country: string;
}
type ClickPage = { 'hydra:member': ApiClick[]; 'hydra:totalItems': number };

const day = daysAgo(1);
const dayRange = encodeURIComponent(`${day} 00:00:00 - ${day} 23:59:59`);
const shownIds = (page: Page) =>
  page
    .locator('[data-click]:visible')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-click'))));

test('from Conversions to the click log and back; the rows are the database’s', async ({
  page,
}) => {
  await signIn(page, `/publisher/conversions?from=${day}&to=${day}`);
  await expect(page.getByRole('heading', { name: 'Conversions' })).toBeVisible();
  await page.getByRole('link', { name: 'Click log' }).click();
  await expect(page.getByRole('heading', { name: 'Click log' })).toBeVisible();
  // The link keeps the day the publisher was looking at.
  await expect(page).toHaveURL(new RegExp(`/publisher/reports/clicks\\?from=${day}&to=${day}`));
  const answer = await apiGet<ClickPage>(page, `ch/clicks?dateRange=${dayRange}&itemsPerPage=10`);
  // The list counts what the database holds for the day, newest first.
  expect(answer['hydra:totalItems']).toBe(await rawClicks(page, day));
  await expect.poll(() => shownIds(page)).toEqual(answer['hydra:member'].map((c) => c.id));

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Conversions' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Click log' })).toBeVisible();

  const country = answer['hydra:member'][0]?.country ?? 'DE';
  await page.goto(`/publisher/reports/clicks?from=${day}&to=${day}&country=${country}`);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const inCountry = await apiGet<ClickPage>(
    page,
    `ch/clicks?dateRange=${dayRange}&country=${country}&itemsPerPage=10`,
  );
  await expect.poll(() => shownIds(page)).toEqual(inCountry['hydra:member'].map((c) => c.id));
  await page.reload();
  await expect.poll(() => shownIds(page)).toEqual(inCountry['hydra:member'].map((c) => c.id));
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the click log shows one card per click, titled by its id', async ({ page }) => {
    await signIn(page, `/publisher/reports/clicks?from=${day}&to=${day}`);
    const answer = await apiGet<ClickPage>(page, `ch/clicks?dateRange=${dayRange}&itemsPerPage=10`);
    const first = answer['hydra:member'][0];
    if (!first) throw new Error('the demo publisher has no clicks yesterday');
    await expect(page.locator(`[data-click="${first.id}"]:visible`)).toContainText(
      String(first.id),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });
});
