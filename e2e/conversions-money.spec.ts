// Why and when on every conversion: a declined one's reason in the list and the export, the
// reason filter against SQL, the expected decision and payment dates by the seed's rules, and the
// offer page's hold period, decision time and decline rate against the database.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  conversionsOf,
  expectedDecision,
  expectedPayment,
  factsOf,
  nextPayout,
  payoutsInReach,
  writtenTime,
} from './conversions-fixtures';
import { signIn } from './fixtures';
import { VIEWPORTS } from './matrix';
import { viewInRussian } from './offers-fixtures';
import { daysAgo } from './reports-fixtures';
import { expectAccessible } from './security-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const FROM = daysAgo(6);
const TO = daysAgo(0);
const API_RANGE = `dateRange=${encodeURIComponent(`${FROM} 00:00:00 - ${TO} 23:59:59`)}`;
const list = (query: string) =>
  `/publisher/conversions?from=${FROM}&to=${TO}&pageSize=100&${query}`;
const row = (page: Page, transactionId: string) =>
  page.locator(`[data-conversion="${transactionId}"]`).first();

/** RFC 4180 lines → cells (quoted cells may hold commas and doubled quotes). */
const csvCells = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`conversions at ${label}`, () => {
    test.use({ viewport });

    test('a declined conversion shows its reason in the list and in the export', async ({
      page,
    }) => {
      await signIn(page, list('status=declined'));
      const declined = await conversionsOf(page, `${API_RANGE}&status=declined&itemsPerPage=50`);
      const worded = declined.find((c) => c.reason?.text);
      if (!worded?.reason?.text) throw new Error('no declined conversion with a reason text');
      const names: Record<string, string> = {
        duplicate: 'Duplicate',
        fraud_suspected: 'Suspected fraud',
        outside_targeting: 'Outside targeting',
        test_lead: 'Test lead',
        other: 'Other',
      };
      const reason = row(page, worded.transactionId).locator('[data-slot="reason"]');
      await expect(reason).toContainText(names[worded.reason.code] ?? '?');
      await expect(reason).toContainText(worded.reason.text);
      await expectAccessible(page, `declined conversions at ${label}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      const lines = readFileSync(await download.path(), 'utf8')
        .trimEnd()
        .split(/\r?\n/);
      const header = csvCells(lines[0] ?? '');
      const line = lines.find((l) => l.includes(worded.transactionId)) ?? '';
      const cells = csvCells(line);
      expect(cells[header.indexOf('reason')]).toBe(worded.reason.code);
      expect(cells[header.indexOf('reasonText')]).toBe(worded.reason.text);
    });

    test('the reason filter lists the rows SQL gives', async ({ page }) => {
      await signIn(page, list('status=declined'));
      await page.getByRole('button', { name: /^Filters/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.getByRole('group', { name: 'Reason' }).getByLabel('Duplicate').check();
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/reason=duplicate/);
      const facts = await factsOf(page, { reason: 'duplicate', from: FROM, to: TO });
      expect(facts.reasoned.length).toBeGreaterThan(0);
      expect(facts.reasoned.length).toBeLessThan(100);
      const rows = page.locator('[data-conversion]');
      await expect(rows).toHaveCount(facts.reasoned.length);
      const shown = await rows.evaluateAll((els) => els.map((el) => el.dataset.conversion ?? ''));
      expect(shown.sort()).toEqual(facts.reasoned);
    });

    test('pending and approved conversions show the dates the rules give', async ({ page }) => {
      await signIn(page, list('status=pending'));
      const [pending] = await conversionsOf(page, `${API_RANGE}&status=pending&itemsPerPage=1`);
      if (!pending?.offer) throw new Error('no pending offer conversion');
      const facts = await factsOf(page, { offer: String(pending.offer.relativeId) });
      const decision = expectedDecision(pending.createdAt, facts.offer.holdDays);
      await expect(
        row(page, pending.transactionId).locator('[data-slot="expected-decision"]'),
      ).toHaveText(writtenTime(decision));

      const approved = await conversionsOf(page, `${API_RANGE}&status=approved&itemsPerPage=20`);
      const payFacts = await factsOf(page, {});
      const due = approved
        .map((c) => ({ c, at: expectedPayment(c.createdAt, payFacts) }))
        .find((x) => x.at !== null);
      if (!due?.at) throw new Error('no approved conversion awaiting payment');
      expect(Date.parse(due.c.expectedPaymentAt ?? '')).toBe(due.at);
      await page.goto(list('status=approved'));
      await expect(
        row(page, due.c.transactionId).locator('[data-slot="expected-payment"]'),
      ).toHaveText(writtenTime(due.at));
      await expectAccessible(page, `approved conversions at ${label}`);
    });

    test('Payments tells when the next payout runs and which one reaches the minimum', async ({
      page,
    }) => {
      await signIn(page, '/publisher/payments');
      const [yours] = payoutsInReach(await factsOf(page, {}));
      if (!yours) throw new Error('demo has no payout in reach');
      const next = nextPayout();
      const note = page.locator('[data-slot="payment-schedule"]');
      await expect(note).toHaveText(
        `Payments go out weekly. Next payment: ${writtenTime(next)}, for earnings made before ` +
          `${writtenTime(next - 7 * 86_400_000 - 10 * 3_600_000)}. ` +
          `Your next payment: ${writtenTime(yours)}.`,
      );
      await expectAccessible(page, `payments schedule at ${label}`);
    });

    test('the offer page shows the hold period, decision time and decline rate', async ({
      page,
    }) => {
      await signIn(page, '/publisher/offers/1006');
      const facts = await factsOf(page, { offer: '1006' });
      const section = page.getByRole('region', { name: 'Approval' });
      const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
      await expect(section).toContainText(
        `Hold period${facts.offer.holdDays ? days(facts.offer.holdDays) : 'No hold'}`,
      );
      const { medianDays, declineRate } = facts.offer;
      if (medianDays === null || declineRate === null) {
        await expect(section).toContainText('Typical decision timeNo data');
      } else {
        await expect(section).toContainText(
          `Typical decision time${days(Math.round(medianDays * 10) / 10)}`,
        );
        await expect(section).toContainText(
          `Decline rate${(Math.round(declineRate * 1000) / 10).toFixed(1)}%`,
        );
      }
      await expectAccessible(page, `offer page at ${label}`);
    });
  });
}

test('in Russian the reason column and the reasons are translated', async ({ page }) => {
  await signIn(page, list('status=declined'));
  await viewInRussian(page);
  await page.reload();
  const declined = await conversionsOf(page, `${API_RANGE}&status=declined&itemsPerPage=1`);
  const first = declined[0];
  if (!first?.reason) throw new Error('no declined conversion');
  const words: Record<string, string> = {
    duplicate: 'Дубликат',
    fraud_suspected: 'Подозрение на фрод',
    outside_targeting: 'Вне таргетинга',
    test_lead: 'Тестовый лид',
    other: 'Другое',
  };
  await expect(row(page, first.transactionId).locator('[data-slot="reason"]')).toContainText(
    words[first.reason.code] ?? '?',
  );
  await expect(page.getByText('Причина').first()).toBeVisible();
});
