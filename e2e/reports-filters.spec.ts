// Filters the reports API would refuse are never sent and never dropped unseen: a field says why
// before Apply, a link carrying one names it above the table, an account without smartlinks gets
// no smartlink filter, and a refused request shows its text without a Retry that cannot help.
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { NOSMART, signIn } from './fixtures';
import { axeViolations } from './gates/axe';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

/** The API calls of the page to `path`, as decoded URLs. */
function apiCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes(`/publisher/api/${path}`))
      calls.push(decodeURIComponent(request.url()));
  });
  return calls;
}

const SUMMARY = (url: URL) => url.pathname.endsWith('/publisher/api/ch/reports/summary');
const filtersButton = (page: Page) => page.locator('[data-slot="filters-button"]');

test('a 3000-character "Track contains" in the link is named, not sent, and can be removed', async ({
  page,
}) => {
  const calls = apiCalls(page, 'ch/reports/summary');
  const long = 't'.repeat(3000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, `/publisher/reports?grouping=country&country=US&trackLike=${long}`);
  const refused = page.getByRole('alert').filter({ hasText: 'not applied' });
  await expect(refused).toContainText('1 filter from the link is not applied:');
  await expect(refused).toContainText('Track contains: At most 255 characters.');
  // The country filter is applied and counted; the track filter is not.
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (1)');
  await expect(page.locator('[data-row]').first()).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((url) => url.includes('country=US') && !url.includes('trackLike'))).toBe(true);
  expect(await axeViolations(page), 'refused filters (dark)').toEqual([]);

  await refused.getByRole('button', { name: 'Remove from the link' }).click();
  await expect(page).not.toHaveURL(/trackLike/);
  await expect(page).toHaveURL(/country=US/);
  await expect(refused).toHaveCount(0);
});

test('the drawer counts "Track contains" to 255 and keeps a longer one open with a message', async ({
  page,
}) => {
  await signIn(page, '/publisher/reports?grouping=country');
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const track = drawer.getByLabel('Track contains');
  await track.fill('x'.repeat(300));
  await expect(drawer.getByText('300/255')).toBeVisible();
  await expect(drawer.getByText('At most 255 characters.')).toBeVisible();
  await expect(track).toHaveAttribute('aria-invalid', 'true');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeVisible();
  await expect(track).toBeFocused();
  await expect(track).toHaveValue('x'.repeat(300));
  expect(await axeViolations(page), 'drawer with a field past its limit').toEqual([]);
  await expect(page).not.toHaveURL(/trackLike/);

  // A sub value past 255 characters is refused the same way; within the limits both apply.
  const sub1 = drawer.getByLabel('sub1', { exact: true });
  await sub1.fill(`short,${'s'.repeat(256)}`);
  await expect(drawer.getByText('Each value is at most 255 characters.')).toBeVisible();
  await sub1.fill('cmp_1397');
  await track.fill('x'.repeat(255));
  await expect(drawer.getByText('255/255')).toBeVisible();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/trackLike=x{255}(&|$)/);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (2)');
});

test('Referral: the Filters drawer takes digits only, counts the filter, and "View all" lists every row', async ({
  page,
}) => {
  await signIn(page, '/publisher/reports?tab=referral&grouping=referral');
  const table = page.getByRole('table', { name: 'Referral' });
  await expect(table).toBeVisible();
  const calls = apiCalls(page, 'ch/reports/referral');
  await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const field = drawer.getByLabel('Referred publisher ID');
  await field.fill('abc');
  await expect(drawer.getByText('Enter digits only, e.g. 10002.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeVisible();
  await expect(field).toHaveValue('abc');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);

  await field.fill('10002');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/referral=(%22)?10002/);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (1)');
  const rows = table.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('#10002');
  expect(calls.some((url) => url.includes('referral=10002'))).toBe(true);

  // A link with letters names the filter above the table and sends nothing of it.
  await page.goto('/publisher/reports?tab=referral&referral=abc');
  const refused = page.getByRole('alert').filter({ hasText: 'not applied' });
  await expect(refused).toContainText('Referred publisher ID: Enter digits only, e.g. 10002.');
  await refused.getByRole('button', { name: 'Remove from the link' }).click();
  await expect(page).not.toHaveURL(/referral=/);

  // By date, over 40 days: pages of 10 rows, and "View all" shows them all in one list.
  const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/publisher/reports?tab=referral&from=${from}`);
  const dayRows = table.locator('tbody').getByRole('row');
  await expect(dayRows).toHaveCount(10);
  const viewAll = page.getByRole('button', { name: 'View all' });
  await viewAll.click();
  await expect(viewAll).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/all=1/);
  await expect.poll(() => dayRows.count()).toBeGreaterThan(10);
  await expect(page.getByRole('navigation', { name: /pag/i })).toHaveCount(0);
});

test('nosmart: Conversions has no smartlink filter, and a smartlink filter in the link is named, not sent', async ({
  page,
}) => {
  const calls = apiCalls(page, 'ch/conversions');
  await signIn(page, NOSMART, '/publisher/conversions?smartlinkCampaign=2001&status=approved');
  const refused = page.getByRole('alert').filter({ hasText: 'not applied' });
  await expect(refused).toContainText('Smartlink: Not available for your account.');
  await expect(page.locator('[data-conversion]').first()).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((url) => !url.includes('smartlinkCampaign'))).toBe(true);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters (1)');

  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByText('Offer', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Smartlink', { exact: true })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(page).not.toHaveURL(/smartlinkCampaign/);
  await expect(refused).toHaveCount(0);
});

test('a refused report request shows its text without Retry; a 503 keeps Retry', async ({
  page,
}) => {
  await signIn(page);
  await page.route(SUMMARY, (route) =>
    route.fulfill({ status: 400, json: { 'hydra:description': 'grouping is not known here.' } }),
  );
  await page.goto('/publisher/reports');
  const table = page.locator('[data-report="summary"]');
  await expect(table.getByText('grouping is not known here.')).toBeVisible();
  await expect(table.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await page.unroute(SUMMARY);
  await page.route(SUMMARY, (route) =>
    route.fulfill({ status: 503, json: { 'hydra:description': 'Reports are being rebuilt.' } }),
  );
  await page.reload();
  await expect(table.getByText('Reports are being rebuilt.')).toBeVisible();
  await page.unroute(SUMMARY);
  await table.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-slot="report-total"]')).toBeVisible();
});
