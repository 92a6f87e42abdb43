// @ts-check
/**
 * The query behind summary, revenue and goal performance: clicks and conversions of one
 * publisher in a range, grouped by one key (and a second level for offers and smartlinks).
 * Clicks are counted at click time, conversions at conversion time with the dimensions of
 * their click. Only GROUP BY, CASE sums and a full join: the subset DuckDB and ClickHouse share.
 */
import { keySql } from './dimensions.mjs';
import { LABELLED_GROUPINGS, loadLabels, unlabelled } from './labels.mjs';
import { clicksPerQuarterHour, sqlTime } from './time.mjs';

const TIME_GROUPINGS = new Set(['date', 'hour']);

/** Rows a report answers at most; the count says how many there are. */
export const MAX_ROWS = 1000;

export const METRICS = /** @type {const} */ ([
  'clicks',
  'conversions',
  'approved',
  'pending',
  'declined',
  'revenue',
  'pendingRevenue',
  'declinedRevenue',
]);

const CONVERSION_SUMS = `count(*) AS conversions,
  sum(CASE WHEN v.status = 'approved' THEN 1 ELSE 0 END) AS approved,
  sum(CASE WHEN v.status = 'pending' THEN 1 ELSE 0 END) AS pending,
  sum(CASE WHEN v.status = 'declined' THEN 1 ELSE 0 END) AS declined,
  sum(CASE WHEN v.status = 'approved' THEN v.payout ELSE 0 END) AS revenue,
  sum(CASE WHEN v.status = 'pending' THEN v.payout ELSE 0 END) AS pending_revenue,
  sum(CASE WHEN v.status = 'declined' THEN v.payout ELSE 0 END) AS declined_revenue`;

/**
 * @typedef {object} ReportRequest
 * @property {number} publisherId
 * @property {import('./time.mjs').Range} range
 * @property {string} grouping
 * @property {readonly [string, string]} [nested]  the second level: [children's grouping, key]
 * @property {import('./filters.mjs').Conditions} where  its params start after $3
 * @property {string} [sort]
 * @property {'asc' | 'desc'} [order]
 */

/** @param {ReportRequest} request */
function buildSql({ range, grouping, nested, where }) {
  const keys = [grouping, ...(nested ? [nested[1]] : [])];
  const clickKeys = keys.map((key) => keySql(key, 'click', range));
  const conversionKeys = keys.map((key) => keySql(key, 'conversion', range));
  const names = keys.map((_, i) => `k${i + 1}`);
  const select = (/** @type {(string | null)[]} */ sqls) =>
    sqls.map((sql, i) => `${sql} AS ${names[i]}`).join(', ');
  const groupBy = names.join(', ');
  const clickWhere = [
    'c.publisher_id = $1',
    'c.clicked_at >= $2',
    'c.clicked_at < $3',
    ...where.click,
  ];
  const conversionWhere = [
    'v.publisher_id = $1',
    'v.created_at >= $2',
    'v.created_at < $3',
    ...where.click,
    ...where.conversion,
  ];
  // A conversion reads its click's row only for a click dimension (its key or a filter).
  const readsClick = [...conversionKeys, ...where.click].some((sql) => /\bc\./.test(sql ?? ''));
  const conversions = `SELECT ${select(conversionKeys)}, ${CONVERSION_SUMS}
    FROM conversions v
    ${readsClick ? 'LEFT JOIN clicks c ON c.id = v.click_id AND c.publisher_id = $1' : ''}
    WHERE ${conversionWhere.join(' AND ')} GROUP BY ${groupBy}`;
  const text = (/** @type {string} */ sql) => `coalesce(CAST(${sql} AS VARCHAR), '')`;
  if (clickKeys.some((sql) => sql === null)) {
    const keysAsText = names.map((n) => `${text(n)} AS ${n}`).join(', ');
    return {
      sql: `SELECT * REPLACE (${keysAsText}), NULL AS clicks FROM (${conversions}) cv`,
      depth: keys.length,
    };
  }
  // Time groupings have no second level: their clicks are counted per quarter hour first.
  const clicks = TIME_GROUPINGS.has(grouping)
    ? `SELECT ${select(clickKeys)}, sum(c.n) AS clicks FROM ${clicksPerQuarterHour(clickWhere)}
      GROUP BY ${groupBy}`
    : `SELECT ${select(clickKeys)}, count(*) AS clicks FROM clicks c
      WHERE ${clickWhere.join(' AND ')} GROUP BY ${groupBy}`;
  // Unknown (NULL) keys of both sides are one group.
  const on = names.map((name) => `cl.${name} IS NOT DISTINCT FROM cv.${name}`).join(' AND ');
  const sql = `WITH cl AS (${clicks}), cv AS (${conversions})
    SELECT ${names.map((n) => `${text(`coalesce(cl.${n}, cv.${n})`)} AS ${n}`).join(', ')},
      coalesce(cl.clicks, 0) AS clicks, coalesce(cv.conversions, 0) AS conversions,
      coalesce(cv.approved, 0) AS approved, coalesce(cv.pending, 0) AS pending,
      coalesce(cv.declined, 0) AS declined, coalesce(cv.revenue, 0) AS revenue,
      coalesce(cv.pending_revenue, 0) AS pending_revenue,
      coalesce(cv.declined_revenue, 0) AS declined_revenue
    FROM cl FULL OUTER JOIN cv ON ${on}`;
  return { sql, depth: keys.length };
}

/** @typedef {Record<string, unknown> & { clicks: number | null, approved: number, revenue: number }} Metrics */

/** @param {import('../../lib/db.mjs').Row} row @returns {Metrics} */
const metricsOf = (row) => ({
  clicks: row.clicks === null ? null : Number(row.clicks),
  conversions: Number(row.conversions),
  approved: Number(row.approved),
  pending: Number(row.pending),
  declined: Number(row.declined),
  revenue: Number(row.revenue),
  pendingRevenue: Number(row.pending_revenue),
  declinedRevenue: Number(row.declined_revenue),
});

/** @param {Metrics[]} items @returns {Metrics} */
export function sumMetrics(items) {
  /** @type {Record<string, number | null>} */
  const total = {};
  for (const metric of METRICS) {
    const values = items.map((item) => item[metric]);
    total[metric] = values.some((value) => value === null)
      ? null
      : values.reduce((/** @type {number} */ a, value) => a + Number(value), 0);
  }
  return withRates(/** @type {Metrics} */ (total));
}

const cents = (/** @type {unknown} */ money) => Math.round(Number(money) * 100) / 100;

/** Money in cents (sums of doubles differ in the last bits run to run), conversion rate
 * (approved per click) and earnings per click. @param {Metrics} m */
function withRates(m) {
  const clicks = m.clicks ?? 0;
  const revenue = cents(m.revenue);
  return {
    ...m,
    revenue,
    pendingRevenue: cents(m.pendingRevenue),
    declinedRevenue: cents(m.declinedRevenue),
    cr: clicks > 0 ? m.approved / clicks : null,
    epc: clicks > 0 ? Math.round((revenue / clicks) * 10000) / 10000 : null,
  };
}

/** Text keys → what rows show: a date as 'YYYY-MM-DD', an hour as 'YYYY-MM-DD HH:00:00'. */
const shown = (/** @type {string} */ grouping, /** @type {string} */ key) =>
  grouping === 'hour' && key ? key.slice(0, 19) : key;

/**
 * @param {import('../../lib/db.mjs').Db} db
 * @param {ReportRequest} request
 */
export async function runReport(db, request) {
  const { publisherId, range, grouping, nested, where } = request;
  const { sql, depth } = buildSql(request);
  const params = where.params;
  params[0] = publisherId;
  params[1] = sqlTime(range.from);
  params[2] = sqlTime(range.to);
  const named = [grouping, nested?.[0]].some((key) => key && LABELLED_GROUPINGS.has(key));
  const [result, label] = await Promise.all([
    db.all(sql, params),
    named ? loadLabels(db) : unlabelled,
  ]);
  /** @type {Map<string, { key: string, children: Record<string, unknown>[], metrics: Metrics[] }>} */
  const groups = new Map();
  for (const row of result) {
    const key = shown(grouping, String(row.k1));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, children: [], metrics: [] }));
    const metrics = metricsOf(row);
    group.metrics.push(metrics);
    if (depth === 2 && nested) {
      const childKey = String(row.k2);
      group.children.push({
        key: `${grouping}:${key}/${nested[0]}:${childKey}`,
        grouping: nested[0],
        ...label(nested[0], childKey),
        ...withRates(metrics),
      });
    }
  }
  const rows = [...groups.values()].map((group) => ({
    key: `${grouping}:${group.key}`,
    grouping,
    ...label(grouping, group.key),
    ...sumMetrics(group.metrics),
    ...(nested ? { children: group.children.sort(byMetric('clicks', 'desc')) } : {}),
  }));
  const total = sumMetrics(rows.map((row) => /** @type {Metrics} */ (row)));
  const chronological = grouping === 'date' || grouping === 'hour';
  const sort = request.sort ?? (chronological ? 'value' : 'clicks');
  const order = request.order ?? (chronological ? 'asc' : 'desc');
  rows.sort(byMetric(sort, order));
  return { rows: rows.slice(0, MAX_ROWS), total, count: rows.length };
}

/**
 * Sorts by `field`, ties by key, so the first MAX_ROWS rows and the pages are the same on
 * every run.
 * @param {string} field @param {'asc' | 'desc'} order
 */
function byMetric(field, order) {
  const compare = byField(field, order);
  const byKey = byField('key', 'asc');
  return (/** @type {Record<string, unknown>} */ a, /** @type {Record<string, unknown>} */ b) =>
    compare(a, b) || byKey(a, b);
}

const TEXT_ORDER = new Intl.Collator('en', { numeric: true });

/** @param {string} field @param {'asc' | 'desc'} order */
function byField(field, order) {
  const sign = order === 'asc' ? 1 : -1;
  return (/** @type {Record<string, unknown>} */ a, /** @type {Record<string, unknown>} */ b) => {
    const x = a[field];
    const y = b[field];
    // Unknown values last whatever the order.
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return TEXT_ORDER.compare(String(x), String(y)) * sign;
  };
}
