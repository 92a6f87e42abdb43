// @ts-check
/**
 * ch/dashboard: KPIs of a range and of the period of the same length before it, and the chart
 * series (by day, or by hour for a single day). ch/dashboard/impressions: impressions likewise.
 */
import { publisherOf } from './grouped.mjs';
import { clicksPerQuarterHour, localTime, parseRange, previousRange, sqlTime } from './time.mjs';

/** @typedef {import('./time.mjs').Range} Range */

const DAY_MS = 86_400_000;

/** @param {Range} range */
const bucketOf = (range) => (range.to - range.from <= DAY_MS + 3_600_000 ? 'hour' : 'day');

/**
 * KPIs of the range and of the period before it, in one pass over each table.
 * @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Range} range @param {Range} previous
 */
async function totals(db, publisherId, range, previous) {
  const row = await db.get(
    `WITH cl AS (
      SELECT sum(CASE WHEN c.clicked_at >= $3 THEN 1 ELSE 0 END) AS clicks,
        sum(CASE WHEN c.clicked_at < $3 THEN 1 ELSE 0 END) AS previous_clicks
      FROM clicks c WHERE c.publisher_id = $1 AND c.clicked_at >= $2 AND c.clicked_at < $4
    ), cv AS (
      SELECT sum(CASE WHEN v.created_at >= $3 THEN 1 ELSE 0 END) AS conversions,
        sum(CASE WHEN v.created_at < $3 THEN 1 ELSE 0 END) AS previous_conversions,
        sum(CASE WHEN v.created_at >= $3 THEN v.payout ELSE 0 END) AS revenue,
        sum(CASE WHEN v.created_at < $3 THEN v.payout ELSE 0 END) AS previous_revenue
      FROM conversions v WHERE v.publisher_id = $1 AND v.status = 'approved'
        AND v.created_at >= $2 AND v.created_at < $4
    )
    SELECT * FROM cl, cv`,
    [publisherId, sqlTime(previous.from), sqlTime(range.from), sqlTime(range.to)],
  );
  /** @param {string} prefix */
  const kpi = (prefix) => {
    const clicks = Number(row?.[`${prefix}clicks`] ?? 0);
    const conversions = Number(row?.[`${prefix}conversions`] ?? 0);
    const revenue = Math.round(Number(row?.[`${prefix}revenue`] ?? 0) * 100) / 100;
    return {
      clicks,
      conversions,
      revenue,
      cr: clicks > 0 ? conversions / clicks : null,
      epc: clicks > 0 ? Math.round((revenue / clicks) * 10000) / 10000 : null,
    };
  };
  return { current: kpi(''), before: kpi('previous_') };
}

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Range} range */
async function series(db, publisherId, range) {
  const bucket = bucketOf(range);
  /** @param {string} column */
  const key = (column) => `CAST(date_trunc('${bucket}', ${localTime(column, range)}) AS VARCHAR)`;
  const rows = await db.all(
    `WITH cl AS (
      SELECT ${key('c.clicked_at')} AS k, sum(c.n) AS clicks
      FROM ${clicksPerQuarterHour(['c.publisher_id = $1', 'c.clicked_at >= $2', 'c.clicked_at < $3'])}
      GROUP BY k
    ), cv AS (
      SELECT ${key('v.created_at')} AS k, count(*) AS conversions, sum(v.payout) AS revenue
      FROM conversions v WHERE v.publisher_id = $1 AND v.created_at >= $2 AND v.created_at < $3
        AND v.status = 'approved' GROUP BY k
    )
    SELECT coalesce(cl.k, cv.k) AS k, coalesce(cl.clicks, 0) AS clicks,
      coalesce(cv.conversions, 0) AS conversions, coalesce(cv.revenue, 0) AS revenue
    FROM cl FULL OUTER JOIN cv ON cl.k = cv.k`,
    [publisherId, sqlTime(range.from), sqlTime(range.to)],
  );
  const byKey = new Map(
    rows.map((row) => [String(row.k).slice(0, bucket === 'day' ? 10 : 19), row]),
  );
  // Every bucket of the range, empty ones included, so the chart's axis is the range.
  const points = [];
  const step = bucket === 'day' ? DAY_MS : 3_600_000;
  const first = range.from + offset(range, range.from);
  for (let wall = first; wall < range.to + offset(range, range.to - 1); wall += step) {
    const label = sqlTime(wall).slice(0, bucket === 'day' ? 10 : 19);
    const row = byKey.get(label);
    points.push({
      period: label,
      clicks: Number(row?.clicks ?? 0),
      conversions: Number(row?.conversions ?? 0),
      revenue: Math.round(Number(row?.revenue ?? 0) * 100) / 100,
    });
  }
  return { bucket, points };
}

/** @param {Range} range @param {number} at */
const offset = (range, at) => {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: range.zone,
    timeZoneName: 'longOffset',
  })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(text ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
};

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query */
export async function dashboard(db, publisherId, query) {
  const { timezone } = await publisherOf(db, publisherId);
  const range = parseRange(query, timezone);
  const previous = previousRange(range);
  const [{ current, before }, chart] = await Promise.all([
    totals(db, publisherId, range, previous),
    series(db, publisherId, range),
  ]);
  return {
    dateRange: range.text,
    previousDateRange: previous.text,
    timezone,
    kpi: current,
    previous: before,
    chart,
  };
}

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query */
export async function dashboardImpressions(db, publisherId, query) {
  const { timezone } = await publisherOf(db, publisherId);
  const range = parseRange(query, timezone);
  const previous = previousRange(range);
  const sum = async (/** @type {Range} */ r) =>
    Number(
      (
        await db.get(
          `SELECT coalesce(sum(i.impressions), 0) AS n FROM impressions i
           WHERE i.publisher_id = $1 AND i.hour >= $2 AND i.hour < $3`,
          [publisherId, sqlTime(r.from), sqlTime(r.to)],
        )
      )?.n ?? 0,
    );
  const [impressions, previousImpressions] = await Promise.all([sum(range), sum(previous)]);
  return { dateRange: range.text, timezone, impressions, previous: previousImpressions };
}
