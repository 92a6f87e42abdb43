// Offer and smartlink URLs carry the number the publisher sees; an unknown one is "Not found" with
// the way back; a tracking link on the publisher's own domain, and the domains a link may use.
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { apiGet, members, offersWithStatus } from './offers-fixtures';

// The offers pages are lazy chunks over a server-paged API: on a busy machine they need more than
// the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

interface ApiSmartlink {
  id: number;
  relativeId: number;
  title: string;
}

test('an offer lives at the number it shows; an old link by internal id still opens it', async ({
  page,
}) => {
  await signIn(page);
  const [offer] = await offersWithStatus(page, 1);
  if (!offer) throw new Error('the seed has no live offer');
  expect(offer.relativeId).not.toBe(offer.id);

  await page.goto(`/publisher/offers?search=%23${offer.relativeId}`);
  await page
    .locator(`[data-offer="${offer.relativeId}"]:visible`)
    .getByRole('link', { name: offer.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/publisher/offers/${offer.relativeId}$`));
  await expect(page.getByRole('heading', { name: offer.title, level: 1 })).toBeVisible();
  await expect(page.getByText(`#${offer.relativeId}`, { exact: true })).toBeVisible();

  // The number typed by hand.
  await page.goto(`/publisher/offers/${offer.relativeId}`);
  await expect(page.getByRole('heading', { name: offer.title, level: 1 })).toBeVisible();

  // A link written before, with the internal id, moves to the offer's own URL.
  await page.goto(`/publisher/offers/${offer.id}`);
  await expect(page).toHaveURL(new RegExp(`/publisher/offers/${offer.relativeId}$`));
  await expect(page.getByRole('heading', { name: offer.title, level: 1 })).toBeVisible();
});

test('a smartlink lives at the number it shows, tab kept when an old link moves', async ({
  page,
}) => {
  await signIn(page);
  const [smartlink] = await members<ApiSmartlink>(page, 'smartlinks?itemsPerPage=100');
  if (!smartlink) throw new Error('the seed has no smartlink');
  await page.goto('/publisher/smartlinks?pageSize=50');
  await page
    .locator(`[data-smartlink="${smartlink.relativeId}"]:visible`)
    .getByRole('link', { name: smartlink.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/publisher/smartlinks/${smartlink.relativeId}$`));
  await expect(page.getByRole('heading', { name: smartlink.title, level: 1 })).toBeVisible();

  await page.goto(`/publisher/smartlinks/${smartlink.id}?tab=postback`);
  await expect(page).toHaveURL(
    new RegExp(`/publisher/smartlinks/${smartlink.relativeId}\\?tab=postback$`),
  );
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Postback');
});

test('an unknown offer or smartlink is "Not found" with the way back to its list, no Retry', async ({
  page,
}) => {
  await signIn(page, '/publisher/offers/99999');
  await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('link', { name: '← All offers' }).click();
  await expect(page).toHaveURL(/\/publisher\/offers$/);
  await expect(page.getByRole('heading', { name: 'Offer', level: 1 })).toBeVisible();

  await page.goto('/publisher/smartlinks/99999');
  await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← All smartlinks' })).toHaveAttribute(
    'href',
    '/publisher/smartlinks',
  );
});

test("the publisher's own domain: an https link without the network's port; only domains that can serve links", async ({
  page,
}) => {
  await signIn(page);
  const [offer] = await offersWithStatus(page, 1);
  if (!offer?.trackingUrl) throw new Error('the seed has no live offer');
  const domains = (
    await apiGet<{ 'hydra:member': { name: string; certStatus: number }[] }>(page, 'proxy_domains')
  )['hydra:member'];
  const issued = domains.filter((d) => d.certStatus === 1).map((d) => d.name);
  const pending = domains.filter((d) => d.certStatus !== 1).map((d) => d.name);
  expect(issued).toContain('track.demo-publisher.com');
  expect(pending).toContain('go.deals.demo-publisher.com');
  const network = new URL(offer.trackingUrl);
  expect(network.port).not.toBe('');

  await page.goto(`/publisher/offers/${offer.relativeId}`);
  await page.getByRole('combobox', { name: 'Domain' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.allTextContents()).toEqual([`Network domain (${network.host})`, ...issued]);
  await page.getByRole('option', { name: 'track.demo-publisher.com' }).click();
  const link = page.getByRole('textbox', { name: 'Tracking link' });
  const detail = await apiGet<{ landingPages: { id: number }[] }>(page, `offers/${offer.id}`);
  const landing = detail.landingPages[0]?.id;
  await expect(link).toHaveValue(
    `https://track.demo-publisher.com${network.pathname}${landing ? `?lp=${landing}` : ''}`,
  );

  await page.getByRole('button', { name: 'Create shortlink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create shortlink' });
  await dialog.getByRole('combobox', { name: 'Domain' }).click();
  await expect(options.first()).toBeVisible();
  expect(await options.allTextContents()).toEqual([network.host, ...issued]);
});
