// @ts-check
/**
 * ch/conversions: the publisher's conversions in a range, newest first, with the fields a
 * publisher reconciles with; filters offer, smartlink, goal, status, decline reason, country and
 * sub1–sub6.
 * The export is the same list (at most 100 000 rows) as CSV.
 */
import { CONVERSION_REASONS, CONVERSION_STATUSES } from '../../lib/contract-enums.mjs';
import { HttpError } from '../../lib/http.mjs';
import { expectedPayments } from '../finance/schedule.mjs';
import { conversionResource } from './conversion-resource.mjs';
import { listParam, reportConditions } from './filters.mjs';
import { publisherOf } from './grouped.mjs';
import { parseRange, sqlTime } from './time.mjs';

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
  const reasons = listParam(query.reason);
  if (reasons.some((reason) => !CONVERSION_REASONS.includes(reason)))
    throw new HttpError(400, `reason is one of ${CONVERSION_REASONS.join(', ')}.`);
  if (reasons.length) where.conversion.push(`v.reason IN (${where.bindAll(reasons)})`);
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
  const [rows, count, paymentOf] = await Promise.all([
    db.all(
      `SELECT v.*, o.relative_id AS offer_relative_id, o.title AS offer_title, o.hold_days,
        s.relative_id AS smartlink_relative_id, s.title AS smartlink_title, g.title AS goal_title,
        c.country, c.device, c.sub1, c.sub2, c.sub3, c.sub4, c.sub5, c.sub6, c.clicked_at
      ${from} ORDER BY ${sort} ${order}, v.id ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    ),
    db.get(`SELECT count(*) AS n ${from}`, params),
    expectedPayments(db, publisherId, Date.now()),
  ]);
  return {
    dateRange: range.text,
    timezone,
    total: Number(count?.n ?? 0),
    items: rows.map((row) => conversionResource(row, timezone, paymentOf)),
  };
}
