// @ts-check
/**
 * The network's payment schedule: weekly, every Monday at 10:00 UTC, what was earned before the
 * Monday a week earlier is paid out when it reaches the active payout account's minimal payment
 * (the seed's payment history follows the same rule). Earnings are paid oldest first, so an
 * approved conversion is paid once the payments cover its day's earnings.
 */

const DAY_MS = 86_400_000;
export const PAYOUT_SCHEDULE = /** @type {const} */ ({
  frequency: 'weekly',
  weekday: 1,
  hourUtc: 10,
  inHandDays: 7,
});
/** How far ahead an expected payment is looked for. */
const WEEKS_AHEAD = 60;

/** The first payout time (epoch ms) the schedule has not yet run at `now`. @param {number} now */
export function nextPayoutAt(now) {
  const date = new Date(now);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const back = (new Date(today).getUTCDay() - PAYOUT_SCHEDULE.weekday + 7) % 7;
  let at = today - back * DAY_MS + PAYOUT_SCHEDULE.hourUtc * 3_600_000;
  // A payout runs within the hour after its time.
  while (at <= now - 3_600_000) at += 7 * DAY_MS;
  return at;
}

/** Earnings a payout at `at` covers: those before this moment. @param {number} at */
export const payoutCutoff = (at) =>
  at - PAYOUT_SCHEDULE.hourUtc * 3_600_000 - PAYOUT_SCHEDULE.inHandDays * DAY_MS;

/**
 * One publisher's payouts in reach: the scheduled times whose covered earnings, less what was
 * paid, reach the active payout account's minimal payment (none without an active account).
 * @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {number} now
 */
export async function payoutPlan(db, publisherId, now) {
  const [account, paidRow, days] = await Promise.all([
    db.get(
      `SELECT minimal_payment_cents AS cents FROM payout_accounts
       WHERE publisher_id = $1 AND active LIMIT 1`,
      [publisherId],
    ),
    db.get(
      `SELECT coalesce(sum(amount_cents), 0) AS cents FROM payments
       WHERE publisher_id = $1 AND status <> 'declined'`,
      [publisherId],
    ),
    db.all(
      `SELECT epoch_ms(day) AS day, sum(cents) AS cents FROM (
         SELECT date_trunc('day', created_at) AS day, CAST(round(payout * 100) AS BIGINT) AS cents
         FROM conversions WHERE publisher_id = $1 AND status = 'approved'
         UNION ALL
         SELECT date_trunc('day', activated_at), amount_cents FROM promo_activations
         WHERE publisher_id = $1)
       GROUP BY day ORDER BY day`,
      [publisherId],
    ),
  ]);
  const paid = Number(paidRow?.cents ?? 0);
  let running = 0;
  const credits = days.map((row) => ({
    day: Number(row.day),
    through: (running += Number(row.cents)),
  }));
  /** @type {number[]} */
  const payouts = [];
  if (account) {
    const minimal = Number(account.cents);
    const earnedBefore = (/** @type {number} */ t) => {
      let through = 0;
      for (const c of credits) if (c.day + DAY_MS <= t) through = c.through;
      return through;
    };
    const first = nextPayoutAt(now);
    for (let week = 0; week < WEEKS_AHEAD; week++) {
      const at = first + week * 7 * DAY_MS;
      if (earnedBefore(payoutCutoff(at)) - paid >= minimal) payouts.push(at);
    }
  }
  return { credits, paid, payouts };
}

/**
 * For one publisher: when an approved conversion made at a time will be paid (epoch ms), or null
 * when it is paid already or no payout in reach covers it (no active account, minimum not met).
 * @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {number} now
 * @returns {Promise<(createdAt: number) => number | null>}
 */
export async function expectedPayments(db, publisherId, now) {
  const { credits, paid, payouts } = await payoutPlan(db, publisherId, now);
  return (createdAt) => {
    const day = Math.floor(createdAt / DAY_MS) * DAY_MS;
    const through = credits.find((c) => c.day === day)?.through ?? 0;
    if (through <= paid) return null;
    return payouts.find((at) => payoutCutoff(at) >= day + DAY_MS) ?? null;
  };
}
