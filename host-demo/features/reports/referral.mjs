// @ts-check
/**
 * ch/reports/referral: what the publisher earns from the publishers it referred, a share of
 * their approved payouts, grouped by date or by referred publisher; filter `referral` (the
 * referred publisher's relative id). The export is the same rows as CSV.
 */
import { HttpError } from '../../lib/http.mjs';
import { listParam } from './filters.mjs';
import { publisherOf } from './grouped.mjs';
import { localTime, parseRange, sqlTime } from './time.mjs';

/** The referral programme's share of referred publishers' approved payouts. */
export const REFERRAL_RATE = 0.05;
export const REFERRAL_GROUPINGS = ['date', 'referral'];

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query */
export async function referralReport(db, publisherId, query) {
  const { timezone } = await publisherOf(db, publisherId);
  const range = parseRange(query, timezone);
  const grouping = typeof query.grouping === 'string' ? query.grouping : 'date';
  if (!REFERRAL_GROUPINGS.includes(grouping))
    throw new HttpError(400, `grouping is one of ${REFERRAL_GROUPINGS.join(', ')}.`);
  const referrals = listParam(query.referral);
  if (referrals.some((id) => !/^\d{1,9}$/.test(id)))
    throw new HttpError(400, 'referral takes relative ids.');
  /** @type {import('../../lib/db.mjs').SqlParam[]} */
  const params = [publisherId, sqlTime(range.from), sqlTime(range.to)];
  const only = referrals.length
    ? `AND p.relative_id IN (${referrals.map((id) => (params.push(Number(id)), `$${params.length}`)).join(', ')})`
    : '';
  const key =
    grouping === 'date'
      ? `CAST(CAST(date_trunc('day', ${localTime('v.created_at', range)}) AS DATE) AS VARCHAR)`
      : `CAST(p.relative_id AS VARCHAR)`;
  const rows = await db.all(
    `SELECT ${key} AS k, min(p.username) AS username,
      sum(CASE WHEN v.status = 'approved' THEN 1 ELSE 0 END) AS conversions,
      sum(CASE WHEN v.status = 'approved' THEN v.payout ELSE 0 END) AS payout
    FROM conversions v JOIN publishers p ON p.id = v.publisher_id
    WHERE p.referrer_id = $1 AND v.created_at >= $2 AND v.created_at < $3 ${only}
    GROUP BY k ORDER BY k`,
    params,
  );
  const money = (/** @type {number} */ n) => Math.round(n * 100) / 100;
  const items = rows.map((row) => ({
    key: `${grouping}:${row.k}`,
    grouping,
    value: String(row.k),
    label: grouping === 'date' ? String(row.k) : `${row.username} (#${row.k})`,
    conversions: Number(row.conversions),
    referralRevenue: money(Number(row.payout)),
    earnings: money(Number(row.payout) * REFERRAL_RATE),
  }));
  const total = {
    conversions: items.reduce((a, r) => a + r.conversions, 0),
    referralRevenue: money(items.reduce((a, r) => a + r.referralRevenue, 0)),
    earnings: money(rows.reduce((a, r) => a + Number(r.payout), 0) * REFERRAL_RATE),
  };
  return {
    grouping,
    dateRange: range.text,
    timezone,
    rate: REFERRAL_RATE,
    events: { rows: items, total },
    totalCount: items.length,
  };
}
