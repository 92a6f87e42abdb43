// The offers list: sort, page and filters in the URL survive reload; phone layout; another
// language (axe over the offers screens: gates-routes).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { members, offersWithStatus, viewInRussian, type ApiOffer } from './offers-fixtures';

// The offers pages are lazy chunks over a server-paged API: on a busy machine they need more than
// the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

const visibleIds = (page: Page) =>
  page
    .locator('[data-offer]:visible')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-offer'))));

test('sort, page and filters live in the URL and survive reload', async ({ page }) => {
  await signIn(page, '/publisher/offers?status=[10,1]');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Payout' }).click();
  await expect(page).toHaveURL(/sort=payout&order=desc/);
  await page.getByRole('button', { name: 'Page 2', exact: true }).first().click();
  await expect(page).toHaveURL(/page=2/);
  const expected = (
    await members<ApiOffer>(
      page,
      'offers?status=10,1&order%5Bpayout%5D=desc&page=2&itemsPerPage=10',
    )
  ).map((o) => o.relativeId);
  await expect.poll(() => visibleIds(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => visibleIds(page)).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a disabled offer shows as disabled, without an action', async ({ page }) => {
  await signIn(page);
  const disabled = (await members<ApiOffer>(page, 'offers?status=10&itemsPerPage=100')).find(
    (o) => o.disabled,
  );
  if (!disabled) throw new Error('the seed has no disabled available offer');
  await page.goto(`/publisher/offers?search=%23${disabled.relativeId}`);
  const row = page.locator(`[data-offer="${disabled.relativeId}"]:visible`);
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: /Launch|Request/ })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the list shows cards with the action; the detail fits the width', async ({ page }) => {
    await signIn(page);
    const [live] = await offersWithStatus(page, 1);
    await page.goto('/publisher/offers?status=[3]');
    await expect(page.getByRole('button', { name: /^Request / }).first()).toBeVisible();
    await page.goto(`/publisher/offers/${live?.relativeId}`);
    await expect(page.getByRole('textbox', { name: 'Tracking link' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the offers screens read in Russian', async ({ page }) => {
  await signIn(page, '/publisher/offers?status=[10]');
  await expect(page.getByRole('searchbox', { name: 'Search offers' })).toBeVisible();
  const [available] = await offersWithStatus(page, 10);
  if (!available) throw new Error('seed lacks an available offer');
  await viewInRussian(page);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Поиск офферов' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Запустить / }).first()).toBeVisible();
  await page.goto(`/publisher/offers/${available.relativeId}`);
  await expect(page.getByRole('link', { name: '← Все офферы' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Креативы', level: 2 })).toBeVisible();
});
