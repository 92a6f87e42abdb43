import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { NOSMART, signIn } from './fixtures';

// Report queries over a million events and a full portal boot per page load take their time
// on a busy machine: these specs wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

interface Raw {
  clicks: number;
  approved: number;
  revenue: number;
}

const grouped = (n: number, decimals = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

async function raw(page: Page, params: Record<string, string>): Promise<Raw> {
  const answer = await page.request.get(`/__demo/reports/raw?${new URLSearchParams(params)}`);
  return (await answer.json()) as Raw;
}

const FROM = '2026-01-01';

test.describe('reports against the database', () => {
  test('dashboard KPIs equal the raw click and conversion rows of the range', async ({ page }) => {
    await signIn(page, '/publisher/dashboard');
    const button = page.getByRole('button', { name: /–/ }).first();
    await expect(button).toBeVisible();
    // The range the page shows: read it from the URL after choosing a fixed one.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/publisher/dashboard?from=${from}&to=${today}`);
    const expected = await raw(page, { username: 'demo', from, to: today });
    expect(expected.clicks).toBeGreaterThan(1000);
    const kpi = (id: string) => page.locator(`[data-kpi="${id}"] [data-slot="kpi-value"]`);
    await expect(kpi('clicks')).toHaveText(grouped(expected.clicks));
    await expect(kpi('conversions')).toHaveText(grouped(expected.approved));
    await expect(kpi('revenue')).toHaveText(`$${grouped(expected.revenue, 2)}`);
    await expect(page.locator('[data-slot="dashboard-chart"]')).toBeVisible();
  });

  test('a report grouped by country, then filtered to one offer, totals what SQL says', async ({
    page,
  }) => {
    await signIn(page);
    const to = new Date().toISOString().slice(0, 10);
    await page.goto(`/publisher/reports?grouping=country&from=${FROM}&to=${to}`);
    const all = await raw(page, { username: 'demo', from: FROM, to });
    const total = page.locator('[data-slot="report-total"]');
    await expect(total.locator('[data-total="clicks"] dd')).toHaveText(grouped(all.clicks));
    await expect(page.getByRole('cell', { name: /US/ }).first()).toBeVisible();
    await page.goto(
      `/publisher/reports?grouping=country&from=${FROM}&to=${to}&offerCampaignRelativeId=1006`,
    );
    const one = await raw(page, { username: 'demo', from: FROM, to, offer: '1006' });
    await expect(total.locator('[data-total="clicks"] dd')).toHaveText(grouped(one.clicks));
    await expect(total.locator('[data-total="approved"] dd')).toHaveText(grouped(one.approved));
    await expect(total.locator('[data-total="revenue"] dd')).toHaveText(
      `$${grouped(one.revenue, 2)}`,
    );
    await expect(page.getByRole('button', { name: /Filters.*1|1.*Filters/ })).toBeVisible();
  });

  test('grouping state survives reload and Back; nested offer rows expand in place', async ({
    page,
  }) => {
    await signIn(page, '/publisher/reports?grouping=offerCampaign');
    const first = page.getByRole('button', { expanded: false }).filter({ hasText: '#' }).first();
    await first.click();
    await expect(page.getByRole('button', { expanded: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Country' }).click();
    await expect(page).toHaveURL(/grouping=country/);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Country/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/grouping=offerCampaign/);
  });

  test('a sort reorders the rows, lands in the URL, and Back undoes it', async ({ page }) => {
    await signIn(page, '/publisher/reports?grouping=country');
    const table = page.getByRole('table', { name: 'Summary' });
    const clicksOfRows = async () => {
      const column = await table.getByRole('columnheader').allInnerTexts();
      const at = column.findIndex((text) => text.trim() === 'Clicks');
      const rows = table.locator('tbody').getByRole('row');
      const cells = await rows.evaluateAll(
        (all, index) => all.map((row) => row.children[index]?.textContent ?? ''),
        at,
      );
      return cells.map((text) => Number(text.replace(/\D/g, '')));
    };
    await expect(table.locator('tbody').getByRole('row').first()).toBeVisible();
    await table.getByRole('button', { name: 'Clicks', exact: true }).click();
    await expect(page).toHaveURL(/sort=clicks&order=desc|order=desc&sort=clicks/);
    const sorted = await clicksOfRows();
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=clicks/);
    await expect(table.getByRole('columnheader', { name: 'Clicks' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  test('without ROLE_SMARTLINKS the smartlink grouping falls back to date; goal only on revenue', async ({
    page,
  }) => {
    await signIn(page, NOSMART, '/publisher/reports?grouping=smartlinkCampaign');
    await expect(page.getByRole('columnheader', { name: /Date/ })).toBeVisible();
    await page.goto('/publisher/reports?grouping=offerGoal');
    await expect(page.getByRole('columnheader', { name: /Date/ })).toBeVisible();
    await page.goto('/publisher/reports?tab=revenue&grouping=offerGoal');
    await expect(page.getByRole('columnheader', { name: /Offer goal/ })).toBeVisible();
  });

  test('sub1 over a long range warns about over 1000 records', async ({ page }) => {
    await signIn(page);
    const to = new Date().toISOString().slice(0, 10);
    await page.goto(`/publisher/reports?grouping=sub1&from=${FROM}&to=${to}`);
    await expect(
      page.getByText('There are over 1000 records in the result. Please narrow the search.'),
    ).toBeVisible();
  });

  test('conversions export downloads the server-named CSV; an empty one says so', async ({
    page,
  }) => {
    await signIn(page);
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/publisher/conversions?from=${from}&to=${to}&status=declined`);
    await expect(page.locator('[data-conversion]').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^conversions-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.goto(`/publisher/conversions?from=${from}&to=${to}&sub1=nothing-like-this`);
    await expect(page.getByText('No data').first()).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText('No data to export')).toBeVisible();
  });

  test('the summary exports the rows of its table, in its order, as a server-named CSV', async ({
    page,
  }) => {
    await signIn(page, `/publisher/reports?grouping=country&sort=clicks&order=desc`);
    const firstRow = page.locator('[data-row]').first();
    await expect(firstRow).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^summary-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^grouping,value,label,clicks,/);
    const [grouping, value, , clicks] = lines[1]?.split(',') ?? [];
    expect(grouping).toBe('country');
    await expect(firstRow).toHaveAttribute('data-row', `country:${value}`);
    await expect(firstRow).toContainText(Number(clicks).toLocaleString('en-US'));
  });

  test('competitions: live standing for demo', async ({ page }) => {
    await signIn(page, '/publisher/reports?tab=competitions');
    await expect(page.locator('[data-competition="live"]')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
  });
});
