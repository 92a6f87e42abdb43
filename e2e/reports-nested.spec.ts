// The additional (second-level) grouping of offer and smartlink rows: picked next to "Group by",
// kept in the URL, answered by the server, and each nested row's figures as the database says.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const FROM = '2026-01-01';
const today = () => new Date().toISOString().slice(0, 10);

async function raw(page: Page, params: Record<string, string>): Promise<{ clicks: number }> {
  const search = new URLSearchParams({ username: 'demo', from: FROM, to: today(), ...params });
  return (await (await page.request.get(`/__demo/reports/raw?${search}`)).json()) as {
    clicks: number;
  };
}

async function pick(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('offer rows nested by country: in the URL, the request, and each country’s clicks', async ({
  page,
}) => {
  await signIn(page, `/publisher/reports?grouping=offerCampaign&from=${FROM}&to=${today()}`);
  const additional = page.getByRole('combobox', { name: 'Additional grouping' });
  await expect(additional).toHaveText(/Landing page/);
  const asked = page.waitForRequest(
    (r) => new URL(r.url()).searchParams.get('nestedGrouping') === 'country',
  );
  await pick(page, 'Additional grouping', 'Country');
  await asked;
  await expect(page).toHaveURL(/nestedGrouping=country/);

  const offer = page.getByRole('button', { name: /^#1006 / });
  await offer.click();
  await expect(offer).toHaveAttribute('aria-expanded', 'true');
  const children = page.locator('[data-row*="/country:"]');
  await expect(children.first()).toBeVisible();
  // The first nested row (most clicks first): its country and clicks against the raw rows.
  const key = (await children.first().getAttribute('data-row')) ?? '';
  const country = key.split('/country:')[1] ?? '';
  expect(country).toMatch(/^[A-Z]{2}$/);
  await expect(children.first().getByRole('cell').first()).toContainText(country);
  const clicks = (await raw(page, { offer: '1006', country })).clicks;
  expect(clicks).toBeGreaterThan(0);
  await expect(children.first().getByRole('cell').nth(1)).toHaveText(
    clicks.toLocaleString('en-US'),
  );

  // The offer row itself is the offer's clicks of every country.
  const parent = page.locator('[data-row]').filter({ has: offer });
  await expect(parent.getByRole('cell').nth(1)).toHaveText(
    (await raw(page, { offer: '1006' })).clicks.toLocaleString('en-US'),
  );

  // A reload keeps the choice; another grouping drops it.
  await page.reload();
  await expect(additional).toHaveText(/Country/);
  await pick(page, 'Group by', 'Date');
  await expect(page).not.toHaveURL(/nestedGrouping/);
  await expect(additional).toHaveCount(0);
});

test('offer goal and smartlink exclude each other as additional grouping', async ({ page }) => {
  await signIn(page, `/publisher/reports?tab=revenue&grouping=offerCampaign`);
  await page.getByRole('combobox', { name: 'Additional grouping' }).click();
  await expect(page.getByRole('option', { name: 'Offer goal', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Smartlink', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(
    '/publisher/reports?tab=revenue&grouping=smartlinkCampaign&nestedGrouping=offerGoal',
  );
  const additional = page.getByRole('combobox', { name: 'Additional grouping' });
  // Not allowed under smartlinks: the default (the offers a smartlink chose) is shown instead.
  await expect(additional).toHaveText(/Offer/);
  await expect(page.locator('[data-row]').first()).toBeVisible();
  await expect(async () => {
    await additional.click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.getByRole('option', { name: 'Offer goal', exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Country', exact: true })).toBeVisible();
});
