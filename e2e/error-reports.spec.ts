// The error-reporting service as a network sees it: a call that fails with 500 and a file that
// fails its retry reach the collector named in the host config (here the demo's /__demo/errors,
// also shown on /dev/errors), with the page, the status, the release and the publisher's id and
// nothing more personal; a 404 and a 422 are no fault and are not reported. Each report is also
// a `publisher-platform:error` event for hosts with a tracker of their own.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ErrorReport } from '../src/shared/report/send-report';
import { DEMO, restoreStoredSession } from './fixtures';
import { expectSettled, widget } from './journeys/journey-fixtures';

type Report = ErrorReport;

const collected = async (request: APIRequestContext): Promise<Report[]> =>
  ((await (await request.get('/__demo/errors')).json()) as { reports: Report[] }).reports;

/** The reports whose message carries `marker`, once at least one has arrived. */
async function reportsWith(request: APIRequestContext, marker: string): Promise<Report[]> {
  let found: Report[] = [];
  await expect(async () => {
    found = (await collected(request)).filter((report) => report.message.includes(marker));
    expect(found.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return found;
}

/** The news list answers `status` with `marker` as the server's text, once. */
const answerNewsOnce = (page: Page, status: number, marker: string) =>
  page.route(
    '**/publisher/api/announcements?*',
    (route) => route.fulfill({ status, json: { 'hydra:description': marker } }),
    { times: 1 },
  );

/** What the page dispatched as `publisher-platform:error` events. */
const dispatched = (page: Page) =>
  page.evaluate(() => (window as unknown as { ppReports: Report[] }).ppReports);

test.beforeEach(async ({ page }) => {
  await restoreStoredSession(page.context(), DEMO);
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    Object.assign(window, { ppReports: reports });
    document.addEventListener('publisher-platform:error', (event) =>
      reports.push((event as CustomEvent).detail),
    );
  });
});

test('a call that fails with 500 is reported with page, status, release and publisher id', async ({
  page,
}) => {
  const marker = `News store unreachable ${randomUUID()}`;
  const { id } = (await (await page.request.get('/publisher/api/publishers/current')).json()) as {
    id: number;
  };
  const { appVersion } = (await (await page.request.get('/__demo/settings')).json()) as {
    appVersion: string;
  };
  await answerNewsOnce(page, 500, marker);
  await page.goto('/publisher/news');
  // The page asks again, and shows the news; the failed call is reported all the same.
  await expectSettled(page, 'News');

  const [report, ...more] = await reportsWith(page.request, marker);
  expect(more).toEqual([]);
  expect(report).toMatchObject({
    kind: 'api',
    message: `GET /publisher/api/announcements 500: ${marker}`,
    route: '/publisher/news',
    status: 500,
    release: appVersion,
    user: id,
  });
  expect(report?.userAgent).toContain('Chrome');
  // The publisher is named by id alone.
  expect(JSON.stringify(report)).not.toMatch(/demo@|"email"|"name"/);
  expect(await dispatched(page)).toEqual([expect.objectContaining({ message: report?.message })]);

  await page.goto('/dev/errors');
  await expect(page.getByRole('heading', { name: report?.message })).toBeVisible();
});

test('a 404 and a 422 are not reported', async ({ page }) => {
  const notFound = `No such news ${randomUUID()}`;
  const invalid = `Bad news filter ${randomUUID()}`;
  const later = `News store unreachable ${randomUUID()}`;
  for (const [status, marker] of [
    [404, notFound],
    [422, invalid],
  ] as const) {
    await answerNewsOnce(page, status, marker);
    await page.goto('/publisher/news');
    await expect(widget(page).getByText(marker)).toBeVisible();
  }
  // Reports leave in order: once the later 500 has arrived, the 404 and 422 would have too.
  await answerNewsOnce(page, 500, later);
  await page.goto('/publisher/news');
  await expectSettled(page, 'News');
  await reportsWith(page.request, later);
  const all = await collected(page.request);
  expect(all.filter((r) => r.message.includes(notFound) || r.message.includes(invalid))).toEqual(
    [],
  );
  expect(await dispatched(page)).toEqual([expect.objectContaining({ status: 500 })]);
});

test('a file that fails again on its retry is reported once; one that recovers is not', async ({
  page,
}) => {
  const FILE = '**/shared/shared-data-table-*.js';
  const tableReports = async () =>
    (await collected(page.request)).filter(
      (r) =>
        r.kind === 'chunk' &&
        r.route === '/publisher/offers' &&
        r.message.includes('shared-data-table-'),
    ).length;
  const before = await tableReports();
  await page.route(FILE, (route) => route.fulfill({ status: 500, body: 'dropped' }));
  await page.goto('/publisher/offers');
  const retry = widget(page).getByRole('button', { name: 'Retry', exact: true }).first();
  // The first failure is retried on Retry; that retry failing too is the fault to report (and
  // the page loads once more, in case the files were replaced).
  await retry.click({ timeout: 30_000 });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect.poll(tableReports, { timeout: 15_000 }).toBe(before + 1);

  await page.unroute(FILE);
  await retry.click();
  await expectSettled(page, 'Offer');
  expect(await tableReports()).toBe(before + 1);
});
