// No action is sent twice: a double click on Launch, Request, Test or a confirm dialog's Delete
// sends one request, and the screen ends in the success state (no "Not Found", no "cannot be
// launched" after the success).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { apiGet, members, offersWithStatus, type ApiOffer } from './offers-fixtures';

// Offer pages are lazy chunks over a server-paged API: on a busy machine they need more than the
// default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

/** The requests of `method` to an API path matching `path`, as the page sends them. */
function requestsTo(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      seen.push(request.url());
  });
  return seen;
}

/** The texts of the notifications on screen. */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

interface ApiSmartlink {
  id: number;
  relativeId: number;
  title: string;
  status: number;
  disabled: boolean;
  enabled: number;
  archived: boolean;
}

test('Launch and Request double-clicked send one request each and end in their new status', async ({
  page,
}) => {
  await signIn(page);
  // The oldest of the newest hundred: the offers journey takes the newest ones.
  const available = (await offersWithStatus(page, 10)).at(-1);
  const onRequest = (await offersWithStatus(page, 3)).at(-1);
  if (!available || !onRequest) throw new Error('the seed has no available / on-request offer');
  const posts = requestsTo(page, 'POST', /^\/publisher\/api\/campaigns$/);
  const status = page.locator('[data-slot="offer-status"]');

  await page.goto(`/publisher/offers/${available.relativeId}`);
  await page.getByRole('button', { name: `Launch ${available.title}` }).dblclick();
  await expect(page.getByText('offer launched')).toBeVisible();
  await expect(status).toHaveText('Live');
  await expect(page.getByRole('textbox', { name: 'Tracking link' })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(toasts(page)).not.toContainText('cannot be launched');
  expect((await apiGet<ApiOffer>(page, `offers/${available.id}`)).status).toBe(1);

  await page.goto(`/publisher/offers/${onRequest.relativeId}`);
  await page.getByRole('button', { name: `Request ${onRequest.title}` }).dblclick();
  const request = page.getByRole('dialog', { name: `Request ${onRequest.title}` });
  for (const [name, option] of [
    ['Traffic type', 'Brand bidding'],
    ['Target country', 'Germany'],
  ] as const) {
    await request.getByRole('combobox', { name }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await request.getByRole('button', { name: 'Send request' }).dblclick();
  await expect(page.getByText('offer requested')).toBeVisible();
  await expect(status).toHaveText('Requested');
  expect(posts).toHaveLength(2);
  await expect(toasts(page)).not.toContainText('cannot be requested');
});

test('a smartlink Launch double-clicked is one launch', async ({ page }) => {
  await signIn(page);
  const [launchable] = (await members<ApiSmartlink>(page, 'smartlinks?itemsPerPage=100')).filter(
    (s) => s.status === 4 && !s.disabled && s.enabled === 1 && !s.archived,
  );
  if (!launchable) throw new Error('the seed has no launchable smartlink');
  const posts = requestsTo(page, 'POST', /^\/publisher\/api\/campaigns$/);
  await page.goto(`/publisher/smartlinks/${launchable.relativeId}`);
  await page.getByRole('button', { name: `Launch ${launchable.title}` }).dblclick();
  await expect(page.getByText('smartlink launched')).toBeVisible();
  await expect(page.locator('[data-slot="smartlink-status"]')).toHaveText('Live');
  expect(posts).toHaveLength(1);
  await expect(toasts(page)).not.toContainText('cannot be launched');
});

test('Delete double-clicked in the postback, shortlink and domain dialogs deletes once', async ({
  page,
}) => {
  await signIn(page);
  const live = (await offersWithStatus(page, 1)).at(-1);
  if (!live?.trackingUrl) throw new Error('the seed has no live offer');
  const deletes = requestsTo(page, 'DELETE', /^\/publisher\/api\//);
  const postback = (await (
    await page.request.post('/publisher/api/publisher_postbacks', {
      data: {
        url: 'https://tracker.example.com/pb?t={track}',
        type: 'offer',
        offer: `/publisher/api/offers/${live.id}`,
      },
    })
  ).json()) as { id: number };
  const shortlink = (await (
    await page.request.post('/publisher/api/campaign_short_links', {
      data: { targetUrl: live.trackingUrl, domain: new URL(live.trackingUrl).host },
    })
  ).json()) as { id: number; code: string };

  await page.goto(`/publisher/offers/${live.relativeId}`);
  await page.getByRole('button', { name: `Delete postback #${postback.id}` }).click();
  const postbackDialog = page.getByRole('dialog', { name: 'Delete postback?' });
  await postbackDialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Postback deleted')).toBeVisible();
  await expect(postbackDialog).toBeHidden();
  await expect(page.locator(`[data-postback="${postback.id}"]`)).toHaveCount(0);
  expect(deletes).toEqual([
    expect.stringMatching(new RegExp(`/publisher_postbacks/${postback.id}$`)),
  ]);

  await page.getByRole('button', { name: `Delete shortlink ${shortlink.code}` }).click();
  const shortlinkDialog = page.getByRole('dialog', { name: 'Delete shortlink?' });
  await shortlinkDialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Shortlink deleted')).toBeVisible();
  await expect(shortlinkDialog).toBeHidden();
  await expect(page.locator(`[data-shortlink="${shortlink.code}"]`)).toHaveCount(0);
  expect(deletes).toHaveLength(2);

  const name = `once-${Date.now()}.example.org`;
  expect(
    (
      await page.request.post('/publisher/api/proxy_domains', { data: { name, subdomain: 'once' } })
    ).status(),
  ).toBe(201);
  await page.goto('/publisher/domains?pageSize=100');
  await page
    .locator(`[data-domain="${name}"]:visible`)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const domainDialog = page.getByRole('dialog', { name: 'Delete domain' });
  await domainDialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByText('Domain deleted')).toBeVisible();
  await expect(domainDialog).toBeHidden();
  await expect(page.locator(`[data-domain="${name}"]`)).toHaveCount(0);
  expect(deletes).toHaveLength(3);
  await expect(toasts(page)).not.toContainText('Not Found');
});

test("a postback's Test double-clicked fires one test", async ({ page }) => {
  await signIn(page);
  const [live] = await offersWithStatus(page, 1);
  if (!live) throw new Error('the seed has no live offer');
  const tests = requestsTo(page, 'POST', /^\/publisher\/api\/publisher_postbacks\/test$/);
  await page.goto(`/publisher/offers/${live.relativeId}`);
  await page
    .getByRole('region', { name: 'Postbacks' })
    .getByRole('button', { name: 'Add postback' })
    .click();
  const form = page.getByRole('dialog', { name: 'Add postback' });
  await form.getByRole('button', { name: 'Test' }).dblclick();
  await expect(form.getByText('Answered with status 200')).toBeVisible();
  expect(tests).toHaveLength(1);
});
