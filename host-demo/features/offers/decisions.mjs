// @ts-check
/**
 * How the offer's advertiser decides: over every publisher's conversions of the offer made in
 * the last 90 days and decided, the median days from conversion to decision and the share
 * declined or reversed.
 */

const DAY_MS = 86_400_000;

/** @param {import('../../lib/db.mjs').Db} db @param {number} offerId @param {number} now */
export async function offerDecisions(db, offerId, now) {
  const since = new Date(now - 90 * DAY_MS).toISOString().slice(0, 19).replace('T', ' ');
  const row = await db.get(
    `SELECT count(*)::INTEGER AS decided,
       median(epoch(decided_at) - epoch(created_at)) / 86400 AS days,
       count(*) FILTER (WHERE status IN ('declined', 'reversed')) / count(*) AS declined
     FROM conversions
     WHERE offer_id = $1 AND created_at >= $2 AND status <> 'pending' AND decided_at IS NOT NULL`,
    [offerId, since],
  );
  const decided = Number(row?.decided ?? 0);
  return {
    decided,
    medianDecisionDays: decided ? Math.round(Number(row?.days) * 10) / 10 : null,
    declineRate: decided ? Math.round(Number(row?.declined) * 10_000) / 10_000 : null,
  };
}
