// The publisher's day with offers: find, open, request and launch, build a tracking link, follow
// it, wire a postback and convert the click, shorten the link. Figures come from the demo API.
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from './fixtures';
import {
  apiGet,
  latestClicks,
  offersWithStatus,
  searchAndPick,
  type ApiOffer,
} from './offers-fixtures';

// The offers pages are lazy chunks over a server-paged API: on a busy machine they need more than
// the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

test('find an offer by category, country and #id, then request one and launch another', async ({
  page,
}) => {
  await signIn(page);
  const [available] = (await offersWithStatus(page, 10)).filter((o) => o.countriesAllowed.length);
  const [onRequest] = await offersWithStatus(page, 3);
  if (!available || !onRequest) throw new Error('the seed has no available / on-request offer');
  const [country] = (
    await apiGet<{ 'hydra:member': { name: string }[] }>(
      page,
      `countries.jsonld?search=${available.countriesAllowed[0]}`,
    )
  )['hydra:member'];

  await page.goto('/publisher/offers');
  await expect(page.getByRole('heading', { name: 'Offer', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await searchAndPick(
    page,
    drawer.getByRole('combobox', { name: 'Category' }),
    available.category.title,
    available.category.title,
  );
  await searchAndPick(
    page,
    drawer.getByRole('combobox', { name: 'Country' }),
    country?.name ?? '',
    country?.name ?? '',
  );
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`category=%5B${available.category.id}%5D`));
  await page.getByRole('searchbox', { name: 'Search offers' }).fill(`#${available.relativeId}`);
  await page.keyboard.press('Enter');
  const row = page.locator(`[data-offer="${available.relativeId}"]:visible`);
  await expect(row).toHaveCount(1);
  await expect(page.locator('[data-offer]:visible')).toHaveCount(1);
  await row.getByRole('link', { name: available.title }).click();

  await expect(page.getByRole('heading', { name: available.title, level: 1 })).toBeVisible();
  const status = page.locator('[data-slot="offer-status"]');
  await expect(status).toHaveText('Available');
  await page.getByRole('button', { name: `Launch ${available.title}` }).click();
  await expect(page.getByText('offer launched')).toBeVisible();
  await expect(status).toHaveText('Live');
  await expect(page.getByRole('textbox', { name: 'Tracking link' })).toBeVisible();
  await page.reload();
  await expect(status).toHaveText('Live');
  expect((await apiGet<ApiOffer>(page, `offers/${available.id}`)).status).toBe(1);

  await page.goto(`/publisher/offers/${onRequest.relativeId}`);
  await expect(status).toHaveText('On request');
  await page.getByRole('button', { name: `Request ${onRequest.title}` }).click();
  const request = page.getByRole('dialog', { name: `Request ${onRequest.title}` });
  for (const [name, option] of [
    ['Traffic type', 'Contextual'],
    ['Target country', 'Germany'],
  ] as const) {
    await request.getByRole('combobox', { name }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('offer requested')).toBeVisible();
  await expect(status).toHaveText('Requested');
  await expect(page.getByRole('button', { name: `Request ${onRequest.title}` })).toHaveCount(0);
  await page.reload();
  await expect(status).toHaveText('Requested');
});

test('a tracking link records the click, lands on the landing page, and a conversion fires the postback', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const [live] = await offersWithStatus(page, 1);
  if (!live) throw new Error('no live offer');
  const offer = await apiGet<Required<ApiOffer>>(page, `offers/${live.id}`);
  const landing = offer.landingPages[offer.landingPages.length - 1];
  const track = `e2e-${Date.now()}`;

  await page.goto(`/publisher/offers/${offer.relativeId}`);
  if (landing && offer.landingPages.length > 1) {
    await page.getByRole('combobox', { name: 'Landing page' }).click();
    await page.getByRole('option', { name: landing.landingPage }).click();
  }
  await page.getByLabel('track', { exact: true }).fill(track);
  await page.getByLabel('sub1', { exact: true }).fill('s1~ok');
  await page.getByLabel('sub2', { exact: true }).fill('bad value');
  await expect(page.getByText('Use only letters, digits and - . _ ~')).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Tracking link' });
  await expect(link).toHaveValue(new RegExp(`track=${track}`));
  await expect(link).not.toHaveValue(/sub2=/);
  await page.getByRole('button', { name: 'Copy Tracking link' }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await link.inputValue());
  expect(url).toContain(`lp=${landing?.id}`);

  // The postback, with a macro inserted from the picker, before the click converts.
  const postbacks = page.getByRole('region', { name: 'Postbacks' });
  await postbacks.getByRole('button', { name: 'Add postback' }).click();
  const form = page.getByRole('dialog', { name: 'Add postback' });
  const field = form.getByLabel('Postback URL');
  await expect(field).toHaveValue(
    /click=\{ext_click_id\}&track=\{track\}&amount=\{sum\}&source=\{sub_source\}/,
  );
  await field.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Postback URL should not be blank')).toBeVisible();
  await field.fill('tracker dot com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please, input correct url')).toBeVisible();
  await field.fill('https://tracker.example.com/pb?x={nope}');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAccessibleDescription(
    /Parameter is not configured in the postback url/,
  );
  await field.fill(
    `https://tracker.example.com/pb?track={track}&sum={sum}&c={country}&s1={ext1}&tid=`,
  );
  // The default URL's parameters stay chosen: two of them are no longer in the URL.
  const parameters = form.getByRole('group', { name: 'Parameters' });
  await expect(parameters.getByRole('checkbox', { checked: true })).toHaveCount(4);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    parameters.getByText('Parameter is not configured in the postback url'),
  ).toBeVisible();
  await parameters.getByRole('checkbox', { name: '{ext_click_id}' }).uncheck();
  await parameters.getByRole('checkbox', { name: '{sub_source}' }).uncheck();
  await parameters.getByRole('checkbox', { name: '{country}' }).check();
  await form.getByRole('combobox', { name: 'Insert macro' }).click();
  await page.getByRole('option', { name: '{transaction_id}' }).click();
  await expect(field).toHaveValue(/tid=\{transaction_id\}$/);
  await expect(parameters.getByRole('checkbox', { name: '{transaction_id}' })).toBeChecked();
  await form.getByRole('button', { name: 'Test' }).click();
  await expect(form.getByText('Answered with status 200')).toBeVisible();
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/publisher/api/publisher_postbacks') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Postback added')).toBeVisible();
  const postback = (await (await saved).json()) as {
    id: number;
    key: string;
    parameters: string[];
  };
  expect(postback.parameters).toEqual(['country', 'track', 'sum', 'transaction_id']);
  const item = postbacks.locator(`[data-postback="${postback.id}"]`);
  await expect(item).toContainText(`Key ${postback.key}`);
  await expect(item).toContainText('Parameters: {country}, {track}, {sum}, {transaction_id}');

  await page.goto(url);
  await expect(page.getByRole('heading', { name: landing?.landingPage ?? '' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(
    new URL(landing?.url ?? '').pathname.replace(/^/, '/lp'),
  );
  const [click] = (await latestClicks(page)).filter((c) => c.track === track);
  expect(click).toMatchObject({
    offer_id: offer.id,
    landing_id: landing?.id,
    sub1: 's1~ok',
    sub2: null,
    browser: 'Chrome',
    country: 'US',
  });

  const converted = await page.request.post('/__demo/conversions', {
    data: { clickId: Number(click?.id) },
  });
  const { conversion, deliveries } = (await converted.json()) as {
    conversion: { payout: number; transactionId: string };
    deliveries: { url: string; statusCode: number }[];
  };
  const fired = `https://tracker.example.com/pb?track=${track}&sum=${conversion.payout.toFixed(2)}&c=US&s1=s1~ok&tid=${conversion.transactionId}`;
  expect(deliveries).toContainEqual(expect.objectContaining({ url: fired, statusCode: 200 }));
  const echo = (await (await page.request.get('/__demo/echo')).json()) as {
    received: { url: string }[];
  };
  expect(echo.received.map((r) => r.url)).toContain(fired.replace('https://', 'http://'));
  await page.goto(`/publisher/offers/${offer.relativeId}`);
  await expect(page.getByText(fired)).toBeVisible();
});

test('a shortlink is created, followed and deleted; the cover image rule and the limit', async ({
  page,
}) => {
  await signIn(page);
  const [live] = (await offersWithStatus(page, 1)).slice(1);
  if (!live) throw new Error('no live offer');
  await page.goto(`/publisher/offers/${live.relativeId}`);
  await page.getByRole('button', { name: 'Create shortlink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create shortlink' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Domain is required')).toBeVisible();
  await dialog.getByLabel('Cover image (optional)').setInputFiles({
    name: 'cover.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await dialog.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: '127.0.0.1', exact: false }).first().click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Invalid image. Please check the requirements.')).toBeVisible();
  await dialog.getByLabel('Cover image (optional)').setInputFiles([]);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Shortlink created')).toBeVisible();

  const links = await apiGet<{
    'hydra:member': { id: number; shortUrl: string; code: string; offer: string }[];
  }>(page, 'campaign_short_links');
  const created = links['hydra:member'].find((l) => l.offer === `/publisher/api/offers/${live.id}`);
  if (!created) throw new Error('the shortlink is not stored');
  const item = page.locator(`[data-shortlink="${created.code}"]`);
  await expect(item.getByRole('textbox')).toHaveValue(created.shortUrl);

  const before = (await latestClicks(page))[0]?.id;
  await page.goto(created.shortUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).toContain('/lp/');
  expect(Number((await latestClicks(page))[0]?.id)).toBeGreaterThan(Number(before ?? 0));

  await page.goto(`/publisher/offers/${live.relativeId}`);
  await item.getByRole('button', { name: `Delete shortlink ${created.code}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete shortlink?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Shortlink deleted')).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await page.request.get(created.shortUrl, { maxRedirects: 0 })).status()).toBe(404);

  // Fill up to the limit through the API, then the form shows the server's text.
  const domain = new URL(created.shortUrl).host;
  const made: number[] = [];
  for (;;) {
    const res = await page.request.post('/publisher/api/campaign_short_links', {
      data: { targetUrl: live.trackingUrl, domain },
    });
    if (res.status() !== 201) break;
    made.push(((await res.json()) as { id: number }).id);
  }
  try {
    await page.getByRole('button', { name: 'Create shortlink' }).click();
    await dialog.getByRole('combobox', { name: 'Domain' }).click();
    await page.getByRole('option', { name: domain }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Shortlinks limit exceeded')).toBeVisible();
    await expect(dialog).toBeVisible();
  } finally {
    for (const id of made) await page.request.delete(`/publisher/api/campaign_short_links/${id}`);
  }
});
