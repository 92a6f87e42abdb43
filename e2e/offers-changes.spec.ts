// Changes to an offer's terms: the network changes a payout (test switch), the publisher is
// notified, the offer list marks the offer "Changed", the offer page logs the change with its
// date and from → to, and once the page was opened the mark is gone. At 375 px and on desktop,
// with axe in both colour schemes. The account and offer are the seed's own for this spec
// (host-demo/features/offers/change-seed.mjs): no other account has access to the offer, so no
// other spec sees a notification or a payout change.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInThroughForm, type DemoUser } from './fixtures';
import { writtenTime } from './conversions-fixtures';
import { apiGet } from './offers-fixtures';
import { expectAccessible } from './security-fixtures';

// The offers pages are lazy chunks over a server-paged API: on a busy machine they need more than
// the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

const TERMS_USER: DemoUser = { username: 'termwatch', password: 'demo-password' };
const OFFER = { id: 56, relativeId: 1056, title: 'Maple Meet Pro' };
const NOTICE = `The terms of offer #${OFFER.relativeId} "${OFFER.title}" changed: payout.`;

/** The shared money formatter's amount (no symbol) with the offer's currency, as the page shows it. */
const usd = (amount: number) => `${amount.toFixed(2)} USD`;
/** Raises the offer's payout through the network's test switch; the old and new payout. */
async function raisePayout(page: Page) {
  const offer = await apiGet<{ goals: { payout: number }[] }>(page, `offers/${OFFER.id}`);
  const from = offer.goals[0]?.payout ?? 0;
  const to = Math.round((from + 1.5) * 100) / 100;
  const answer = await page.request.post('/__demo/offers/change', {
    data: { offer: OFFER.relativeId, field: 'payout', value: to },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return { from, to };
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 740 }],
] as const) {
  test(`a changed payout is announced, marked and logged until the offer is opened (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughForm(page, TERMS_USER);
    const { from, to } = await raisePayout(page);

    await page.goto('/publisher/support?tab=notifications');
    await expect(
      page.getByRole('tabpanel', { name: 'Notifications' }).getByText(NOTICE).first(),
    ).toBeVisible();

    await page.goto(`/publisher/offers?search=%23${OFFER.relativeId}`);
    const row = page.locator(`[data-offer="${OFFER.relativeId}"]:visible`);
    await expect(row.getByText('Changed', { exact: true })).toBeVisible();
    await expect(row).toContainText(usd(to));
    await expectAccessible(page, 'list');

    const seen = page.waitForResponse(
      (r) => r.url().endsWith(`/offers/${OFFER.id}/seen`) && r.status() === 204,
    );
    await row.getByRole('link', { name: OFFER.title }).click();
    await expect(page.getByRole('heading', { name: OFFER.title, level: 1 })).toBeVisible();
    const log = page.getByRole('region', { name: 'Changes to terms' });
    const newest = log.getByRole('listitem').first();
    const { 'hydra:member': changes } = await apiGet<{ 'hydra:member': { changedAt: string }[] }>(
      page,
      `offers/${OFFER.id}/changes`,
    );
    await expect(newest.locator('time')).toHaveText(
      writtenTime(Date.parse(changes[0]?.changedAt ?? '')),
    );
    await expect(newest.getByText('Payout', { exact: true })).toBeVisible();
    await expect(newest.getByText(usd(from), { exact: true })).toBeVisible();
    await expect(newest.getByText('→', { exact: true })).toBeVisible();
    await expect(newest.getByText(usd(to), { exact: true })).toBeVisible();
    // The seed's older change is still listed below it.
    await expect(log.getByRole('listitem')).toHaveCount(changes.length);
    await seen;
    await expectAccessible(page, 'offer');

    await page.goBack();
    await expect(page).toHaveURL(/\/publisher\/offers\?search=/);
    await expect(row.getByRole('link', { name: OFFER.title })).toBeVisible();
    await expect(row.getByText('Changed', { exact: true })).toHaveCount(0);
  });
}
