// The report and conversion filters list offers, smartlinks and goals from the spec's option
// lists (offer_campaigns_filter, smartlink_campaigns_filter, offer_goals/filter); a picked offer
// or smartlink filters by its relative id.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const filtersButton = (page: Page) => page.locator('[data-slot="filters-button"]');

function calls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/publisher/api/')) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test('the report filters ask the spec’s lists and filter by the picked relative ids', async ({
  page,
}) => {
  const asked = calls(page);
  await signIn(page, '/publisher/reports?tab=revenue&grouping=offerCampaign');
  await expect(page.locator('[data-row]').first()).toBeVisible();
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });

  await drawer.getByRole('combobox', { name: 'Offer', exact: true }).click();
  const offer = page.getByRole('option', { name: /^#1006 / });
  await expect(offer).toBeVisible();
  await offer.click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Offer goal' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Smartlink' }).click();
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/^#\d+ /);
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  expect(asked).toContain('/publisher/api/offer_campaigns_filter');
  expect(asked).toContain('/publisher/api/offer_goals/filter');
  expect(asked).toContain('/publisher/api/smartlink_campaigns_filter');
  expect(asked).toContain('/publisher/api/ch/reports/options/country');
  expect(asked.some((path) => /ch\/reports\/options\/(offers|smartlinks|goals)/.test(path))).toBe(
    false,
  );

  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/offerCampaignRelativeId=(%22)?1006/);
  await expect(page.locator('[data-row]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^#1006 / })).toBeVisible();
});

test('the conversion filters ask the same lists', async ({ page }) => {
  const asked = calls(page);
  await signIn(page, '/publisher/conversions');
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Offer', exact: true }).click();
  await expect(page.getByRole('option', { name: /^#1006 / })).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Offer goal' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(asked).toContain('/publisher/api/offer_campaigns_filter');
  expect(asked).toContain('/publisher/api/offer_goals/filter');
});

test('popular countries head the country pickers as their own group (reports, offers)', async ({
  page,
}) => {
  await signIn(page, '/publisher/reports');
  await filtersButton(page).click();
  await page
    .getByRole('dialog', { name: 'Filters' })
    .getByRole('combobox', { name: 'Country' })
    .click();
  const list = page.getByRole('listbox', { name: 'Country' });
  await expect(list.getByText('Popular countries')).toBeVisible();
  // The group's heading comes first, then its countries; US is the most popular one.
  const items = list.locator(':scope > li');
  await expect(items.first()).toHaveText('Popular countries');
  await expect(list.getByRole('option', { name: 'US', exact: true })).toBeVisible();
  await expect(list.getByText('All countries')).toBeAttached();
  await page.keyboard.press('Escape');

  await page.goto('/publisher/offers');
  await filtersButton(page).click();
  await page
    .getByRole('dialog', { name: 'Filters' })
    .getByRole('combobox', { name: 'Country' })
    .click();
  const offers = page.getByRole('listbox', { name: 'Country' });
  await expect(offers.locator(':scope > li').first()).toHaveText('Popular countries');
  await expect(offers.locator(':scope > li').nth(1)).toHaveText('United States');
  // Ten popular countries, then the rest under "All countries".
  await expect(offers.locator(':scope > li').nth(11)).toHaveText('All countries');
});
