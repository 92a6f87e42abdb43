// Helpers of the conversions specs: the database's facts (the switch reads the tables) and the
// dates the seed's rules give: a pending conversion is decided within its offer's hold period;
// every Monday 10:00 UTC what was earned before the Monday a week earlier is paid, oldest first,
// once it reaches the payout account's minimum.
import { expect, type Page } from '@playwright/test';
import { ZONE } from './reports-fixtures';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface Facts {
  reasoned: string[];
  offer: {
    holdDays: number;
    decided: number;
    medianDays: number | null;
    declineRate: number | null;
  };
  minimalCents: number | null;
  paidCents: number;
  credits: { day: string; cents: number }[];
}

export interface ApiConversion {
  transactionId: string;
  createdAt: string;
  status: string;
  offer: { relativeId: number } | null;
  reason: { code: string; text: string | null } | null;
  expectedDecisionAt: string | null;
  expectedPaymentAt: string | null;
}

export async function factsOf(page: Page, params: Record<string, string>): Promise<Facts> {
  const answer = await page.request.get(
    `/__demo/conversions/facts?${new URLSearchParams({ username: 'demo', ...params })}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Facts;
}

export async function conversionsOf(page: Page, query: string): Promise<ApiConversion[]> {
  const answer = await page.request.get(`/publisher/api/ch/conversions?${query}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { 'hydra:member': ApiConversion[] })['hydra:member'];
}

/** "Dec 9, 2026, 22:43": an instant as the page writes it in English. */
export const writtenTime = (at: number) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(at);

export const expectedDecision = (createdAt: string, holdDays: number) =>
  Date.parse(createdAt) + holdDays * DAY;

/** The schedule's next payout at `now`: Monday 10:00 UTC, run within the hour. */
export function nextPayout(now = Date.now()): number {
  const today = Math.floor(now / DAY) * DAY;
  let at = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY + 10 * HOUR;
  while (at <= now - HOUR) at += 7 * DAY;
  return at;
}

const creditsOf = (facts: Facts) => {
  let running = 0;
  return facts.credits.map((c) => ({
    start: Date.parse(`${c.day}T00:00:00Z`),
    through: (running += c.cents),
  }));
};

/** The payouts of the next 60 weeks whose covered earnings, less what was paid, reach the minimum. */
export function payoutsInReach(facts: Facts, now = Date.now()): number[] {
  if (facts.minimalCents === null) return [];
  const credits = creditsOf(facts);
  const first = nextPayout(now);
  return Array.from({ length: 60 }, (_, week) => first + week * 7 * DAY).filter((at) => {
    const cutoff = at - 10 * HOUR - 7 * DAY;
    const earned = credits.filter((c) => c.start + DAY <= cutoff).at(-1)?.through ?? 0;
    return earned - facts.paidCents >= (facts.minimalCents ?? 0);
  });
}

/** The payout that pays an approved conversion made at `createdAt`, by the schedule's rule. */
export function expectedPayment(createdAt: string, facts: Facts, now = Date.now()): number | null {
  const day = Math.floor(Date.parse(createdAt) / DAY) * DAY;
  if ((creditsOf(facts).find((c) => c.start === day)?.through ?? 0) <= facts.paidCents) return null;
  return payoutsInReach(facts, now).find((at) => at - 10 * HOUR - 7 * DAY >= day + DAY) ?? null;
}
