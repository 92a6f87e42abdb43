// Requesting an offer that needs approval: the dialog asks the traffic type and target country,
// checks both with the spec's texts, keeps the choices when the server fails, sends once, and
// the server stores what was chosen.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { members, offersWithStatus, viewInRussian } from './offers-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

interface TrafficType {
  '@id': string;
  code: string;
  title: string;
}

/** Picks one option of a single remote select (its list closes on the pick). */
async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await page.getByRole('combobox', { name: /^(Search|Поиск)$/ }).fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toContainText(text);
}

test('a request asks traffic type and country, keeps them on failure and is sent once', async ({
  page,
}) => {
  await signIn(page);
  // Not the newest on-request offer: the offers journey requests that one.
  const offer = (await offersWithStatus(page, 3))[1];
  if (!offer) throw new Error('the seed lacks a second on-request offer');
  const [type] = await members<TrafficType>(page, 'traffic_types?itemsPerPage=100');
  if (!type) throw new Error('the seed has no traffic types');

  await page.goto(`/publisher/offers/${offer.relativeId}`);
  const status = page.locator('[data-slot="offer-status"]');
  await expect(status).toHaveText('On request');
  await page.getByRole('button', { name: `Request ${offer.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request ${offer.title}` });
  const send = dialog.getByRole('button', { name: 'Send request' });
  await send.click();
  await expect(dialog.getByText('Please specify a traffic type', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please select a country', { exact: true })).toBeVisible();

  const trafficType = dialog.getByRole('combobox', { name: 'Traffic type' });
  const country = dialog.getByRole('combobox', { name: 'Target country' });
  await pick(page, trafficType, type.title);
  await expect(dialog.getByText('Please specify a traffic type')).toHaveCount(0);
  await pick(page, country, 'Germany');
  await expect(dialog.getByText('Please select a country')).toHaveCount(0);

  // The server fails once: its text shows, the dialog keeps both choices.
  let posts = 0;
  await page.route('**/publisher/api/campaigns', async (route) => {
    posts += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/ld+json',
      body: JSON.stringify({ 'hydra:description': 'Requests are paused for maintenance' }),
    });
  });
  await send.click();
  await expect(page.getByText('Requests are paused for maintenance')).toBeVisible();
  await expect(trafficType).toContainText(type.title);
  await expect(country).toContainText('Germany');
  await expect(status).toHaveText('On request');
  await page.unroute('**/publisher/api/campaigns');
  expect(posts).toBe(1);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/publisher/api/campaigns'))
      sent.push(request.postData() ?? '');
  });
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/publisher/api/campaigns') && response.ok(),
  );
  await send.dblclick();
  const stored = (await (await answer).json()) as { trafficType: string; country: string };
  expect(stored).toMatchObject({ trafficType: type['@id'], country: 'DE' });
  await expect(page.getByText('offer requested')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Requested');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
    action: 'request',
    trafficType: type['@id'],
    country: 'DE',
  });
});

test('the server refuses a request without traffic type or country, with the same texts', async ({
  page,
}) => {
  await signIn(page);
  const offer = (await offersWithStatus(page, 3))[2];
  if (!offer) throw new Error('the seed lacks a third on-request offer');
  const res = await page.request.post('/publisher/api/campaigns', {
    data: { offer: `/publisher/api/offers/${offer.id}`, action: 'request' },
  });
  expect(res.status()).toBe(422);
  const body = (await res.json()) as { violations: { propertyPath: string; message: string }[] };
  expect(body.violations).toEqual([
    { propertyPath: 'trafficType', message: 'Please specify a traffic type' },
    { propertyPath: 'country', message: 'Please select a country' },
  ]);
});

test('the request dialog speaks Russian', async ({ page }) => {
  await signIn(page);
  const offer = (await offersWithStatus(page, 3))[3];
  if (!offer) throw new Error('the seed lacks a fourth on-request offer');
  await viewInRussian(page);
  await page.goto(`/publisher/offers/${offer.relativeId}`);
  await page.getByRole('button', { name: `Запросить ${offer.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Запрос: ${offer.title}` });
  await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(dialog.getByText('Укажите тип трафика', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Выберите страну', { exact: true })).toBeVisible();
});
