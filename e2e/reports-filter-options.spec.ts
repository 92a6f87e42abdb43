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

test('a picked option longer than 22 characters shows cut, with the full title for a reader', async ({
  page,
}) => {
  await signIn(page, '/publisher/reports');
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Offer', exact: true }).click();
  // The demo's offer #1006 is "Indigo Fashion Store Pro": its label has 30 characters.
  await page.getByRole('option', { name: '#1006 Indigo Fashion Store Pro' }).click();
  await page.getByRole('option', { name: '#1001 Aurora Quest Pro' }).click();
  await page.keyboard.press('Escape');

  const chip = (full: string) =>
    drawer
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Remove ${full}`, exact: true }) });
  const long = chip('#1006 Indigo Fashion Store Pro');
  await expect(long.getByText('#1006 Indigo Fashion S…', { exact: true })).toBeVisible();
  await expect(long.getByTitle('#1006 Indigo Fashion Store Pro', { exact: true })).toBeVisible();
  // A screen reader reads the full title, not the cut one.
  const readOut = await long.ariaSnapshot();
  expect(readOut).toContain('text: "#1006 Indigo Fashion Store Pro"');
  expect(readOut).not.toContain('…');
  // Exactly 22 characters stay whole, without a tooltip.
  const exact = chip('#1001 Aurora Quest Pro');
  await expect(exact.getByText('#1001 Aurora Quest Pro', { exact: true })).toBeVisible();
  await expect(exact.locator('[title]')).toHaveCount(0);
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
