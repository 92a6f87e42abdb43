// @ts-check
/**
 * ch/conversions: the publisher's conversions in a range, newest first, with the fields a
 * publisher reconciles with; filters offer, smartlink, goal, status, country and sub1–sub6.
 * The export is the same list (at most 100 000 rows) as CSV.
 */
import { CONVERSION_STATUSES } from '../../lib/contract-enums.mjs';
import { HttpError } from '../../lib/http.mjs';
import { listParam, reportConditions } from './filters.mjs';
import { publisherOf } from './grouped.mjs';
import { parseRange, sqlTime, wallTime } from './time.mjs';

export const STATUSES = CONVERSION_STATUSES;
const SORTS = /** @type {Record<string, string>} */ ({
  createdAt: 'v.created_at',
  payout: 'v.payout',
  status: 'v.status',
  transactionId: 'v.transaction_id',
});
export const EXPORT_LIMIT = 100_000;

/**
 * @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query
 * @param {{ limit: number, offset: number }} page
 */
export async function listConversions(db, publisherId, query, page) {
  const { timezone } = await publisherOf(db, publisherId);
  const range = parseRange(query, timezone);
  const where = reportConditions(
    Object.fromEntries(
      [
        'offerCampaignRelativeId',
        'smartlinkCampaign',
        'offerGoalTitle',
        'country',
        'sub1',
        'sub2',
        'sub3',
        'sub4',
        'sub5',
        'sub6',
      ].map((name) => [name, query[name]]),
    ),
    [publisherId, sqlTime(range.from), sqlTime(range.to)],
  );
  const statuses = listParam(query.status);
  if (statuses.some((status) => !STATUSES.includes(status)))
    throw new HttpError(400, `status is one of ${STATUSES.join(', ')}.`);
  if (statuses.length) where.conversion.push(`v.status IN (${where.bindAll(statuses)})`);
  const sort = SORTS[typeof query.sort === 'string' ? query.sort : 'createdAt'];
  if (!sort) throw new HttpError(400, 'Unknown sort.');
  const order = query.order === 'asc' ? 'ASC' : 'DESC';
  // A conversion's offer, smartlink and goal are its own; country, device and subs its click's.
  const conditions = [
    'v.publisher_id = $1',
    'v.created_at >= $2',
    'v.created_at < $3',
    ...where.click.map((sql) => sql.replace(/c\.(offer_id|smartlink_id)/g, 'v.$1')),
    ...where.conversion,
  ].join(' AND ');
  const from = `FROM conversions v LEFT JOIN clicks c ON c.id = v.click_id AND c.publisher_id = $1
    LEFT JOIN offers o ON o.id = v.offer_id LEFT JOIN smartlinks s ON s.id = v.smartlink_id
    LEFT JOIN offer_goals g ON g.id = v.goal_id WHERE ${conditions}`;
  const params = where.params;
  const [rows, count] = await Promise.all([
    db.all(
      `SELECT v.*, o.relative_id AS offer_relative_id, o.title AS offer_title,
        s.relative_id AS smartlink_relative_id, s.title AS smartlink_title, g.title AS goal_title,
        c.country, c.device, c.sub1, c.sub2, c.sub3, c.sub4, c.sub5, c.sub6, c.clicked_at
      ${from} ORDER BY ${sort} ${order}, v.id ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    ),
    db.get(`SELECT count(*) AS n ${from}`, params),
  ]);
  return {
    dateRange: range.text,
    timezone,
    total: Number(count?.n ?? 0),
    items: rows.map((row) => conversionResource(row, timezone)),
  };
}

/** @param {import('../../lib/db.mjs').Row} row @param {string} zone */
function conversionResource(row, zone) {
  const time = (/** @type {unknown} */ value) =>
    value === null || value === undefined ? null : `${String(value).replace(' ', 'T')}Z`;
  return {
    '@id': `/publisher/api/ch/conversions/${row.id}`,
    id: Number(row.id),
    transactionId: String(row.transaction_id),
    advTid: row.adv_tid === null ? null : String(row.adv_tid),
    createdAt: time(row.created_at),
    saleTime: wallTime(Date.parse(`${String(row.created_at).replace(' ', 'T')}Z`), zone),
    clickedAt: time(row.clicked_at),
    offer:
      row.offer_relative_id === null
        ? null
        : { relativeId: Number(row.offer_relative_id), title: String(row.offer_title) },
    smartlink:
      row.smartlink_relative_id === null
        ? null
        : { relativeId: Number(row.smartlink_relative_id), title: String(row.smartlink_title) },
    goal: row.goal_title === null ? null : String(row.goal_title),
    status: String(row.status),
    payout: Number(row.payout),
    currency: String(row.currency),
    country: row.country === null ? null : String(row.country),
    device: row.device === null ? null : String(row.device),
    sub1: row.sub1 ?? null,
    sub2: row.sub2 ?? null,
    sub3: row.sub3 ?? null,
    sub4: row.sub4 ?? null,
    sub5: row.sub5 ?? null,
    sub6: row.sub6 ?? null,
  };
}

/** @param {ReturnType<typeof conversionResource>} c */
export const conversionCsvRow = (c) => ({
  saleTime: c.saleTime,
  transactionId: c.transactionId,
  advTid: c.advTid,
  offer: c.offer ? `${c.offer.relativeId} ${c.offer.title}` : null,
  smartlink: c.smartlink ? `${c.smartlink.relativeId} ${c.smartlink.title}` : null,
  goal: c.goal,
  payout: c.payout.toFixed(2),
  currency: c.currency,
  status: c.status,
  country: c.country,
  device: c.device,
  sub1: c.sub1,
  sub2: c.sub2,
  sub3: c.sub3,
  sub4: c.sub4,
  sub5: c.sub5,
  sub6: c.sub6,
});
export const CONVERSION_CSV_COLUMNS = Object.keys(
  conversionCsvRow(/** @type {never} */ ({ offer: null, smartlink: null, payout: 0 })),
);
