// @ts-check
/**
 * ch/clicks: the publisher's clicks in a range, newest first (or oldest with order=asc), each with
 * the campaign it came through, where it came from and whether it converted: the ids a publisher
 * needs to find a conversion its tracker saw and the network did not. Filters offer, smartlink,
 * country, device and sub1–sub6, as the reports take them.
 */
import { campaignRefs } from './conversion-resource.mjs';
import { reportConditions } from './filters.mjs';
import { publisherOf } from './grouped.mjs';
import { parseRange, sqlTime, wallTime } from './time.mjs';

const FILTERS = ['offerCampaignRelativeId', 'smartlinkCampaign', 'country', 'device'];
const SUBS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'sub6'];

/**
 * @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query
 * @param {{ limit: number, offset: number }} page
 */
export async function listClicks(db, publisherId, query, page) {
  const { timezone } = await publisherOf(db, publisherId);
  const range = parseRange(query, timezone);
  const where = reportConditions(
    Object.fromEntries([...FILTERS, ...SUBS].map((name) => [name, query[name]])),
    [publisherId, sqlTime(range.from), sqlTime(range.to)],
  );
  const order = query.order === 'asc' ? 'ASC' : 'DESC';
  const conditions = [
    'c.publisher_id = $1',
    'c.clicked_at >= $2',
    'c.clicked_at < $3',
    ...where.click,
  ].join(' AND ');
  const from = `FROM clicks c LEFT JOIN offers o ON o.id = c.offer_id
    LEFT JOIN smartlinks s ON s.id = c.smartlink_id WHERE ${conditions}`;
  const [rows, count] = await Promise.all([
    db.all(
      `SELECT c.*, o.relative_id AS offer_relative_id, o.title AS offer_title,
        s.relative_id AS smartlink_relative_id, s.title AS smartlink_title,
        EXISTS (SELECT 1 FROM conversions v WHERE v.click_id = c.id) AS converted
      ${from} ORDER BY c.clicked_at ${order}, c.id ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    ),
    db.get(`SELECT count(*) AS n ${from}`, where.params),
  ]);
  return {
    dateRange: range.text,
    timezone,
    total: Number(count?.n ?? 0),
    items: rows.map((row) => clickResource(row, timezone)),
  };
}

/** @param {import('../../lib/db.mjs').Row} row @param {string} zone */
function clickResource(row, zone) {
  const at = Date.parse(`${String(row.clicked_at).replace(' ', 'T')}Z`);
  const text = (/** @type {unknown} */ value) =>
    value === null || value === undefined ? null : String(value);
  return {
    '@id': `/publisher/api/ch/clicks/${row.id}`,
    id: Number(row.id),
    clickedAt: new Date(at).toISOString(),
    time: wallTime(at, zone),
    ...campaignRefs(row),
    country: String(row.country),
    device: String(row.device),
    os: String(row.os),
    browser: String(row.browser),
    converted: Boolean(row.converted),
    ...Object.fromEntries(SUBS.map((sub) => [sub, text(row[sub])])),
  };
}
