// @ts-check
/**
 * What summary, revenue and goal performance share: the publisher, the range, the grouping
 * after the rules (a grouping the report, the publisher's roles or the filters do not allow
 * falls back to date), the filters and the sort.
 */
import { HttpError } from '../../lib/http.mjs';
import { GROUPINGS, NESTED_GROUPINGS, nestedOf } from './dimensions.mjs';
import { reportConditions } from './filters.mjs';
import { runReport } from './report.mjs';
import { parseRange } from './time.mjs';

/**
 * @typedef {object} Publisher
 * @property {number} id
 * @property {string} timezone
 * @property {string[]} roles
 */

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @returns {Promise<Publisher>} */
export async function publisherOf(db, publisherId) {
  const row = await db.get(`SELECT id, timezone, roles FROM publishers WHERE id = $1`, [
    publisherId,
  ]);
  if (!row) throw new HttpError(401, 'Unauthorized');
  return {
    id: publisherId,
    timezone: String(row.timezone),
    roles: Array.isArray(row.roles) ? row.roles.map(String) : [],
  };
}

/**
 * @param {string} requested
 * @param {{ goal: boolean, smartlink: boolean }} report  groupings this report offers
 * @param {Publisher} publisher
 * @param {Record<string, unknown>} query
 */
export function allowedGrouping(requested, report, publisher, query) {
  const has = (/** @type {string} */ role) => publisher.roles.includes(role);
  const set = (/** @type {string} */ name) => typeof query[name] === 'string' && query[name] !== '';
  const allowed =
    (requested !== 'offerGoal' || report.goal) &&
    (requested !== 'smartlinkCampaign' ||
      (report.smartlink && has('ROLE_SMARTLINKS') && !set('offerCampaignRelativeId'))) &&
    (requested !== 'offerLink' || has('ROLE_CUSTOM_LANDINGS')) &&
    (requested !== 'offerCampaign' || !set('smartlinkCampaign'));
  return allowed ? requested : 'date';
}

const SORTABLE = new Set([
  'value',
  'label',
  'clicks',
  'conversions',
  'approved',
  'pending',
  'declined',
  'revenue',
  'pendingRevenue',
  'declinedRevenue',
  'cr',
  'epc',
]);

/**
 * @param {import('../../lib/db.mjs').Db} db
 * @param {number} publisherId
 * @param {Record<string, unknown>} query
 * @param {{ goal: boolean, smartlink: boolean }} report
 */
export async function groupedReport(db, publisherId, query, report) {
  const requested = typeof query.grouping === 'string' ? query.grouping : 'date';
  if (!(/** @type {readonly string[]} */ (GROUPINGS).includes(requested)))
    throw new HttpError(400, `Unknown grouping "${requested.slice(0, 40)}".`);
  const sort = typeof query.sort === 'string' ? query.sort : undefined;
  if (sort !== undefined && !SORTABLE.has(sort)) throw new HttpError(400, 'Unknown sort.');
  const order = query.order === 'asc' || query.order === 'desc' ? query.order : undefined;
  const publisher = await publisherOf(db, publisherId);
  const range = parseRange(query, publisher.timezone);
  const grouping = allowedGrouping(requested, report, publisher, query);
  const asked = typeof query.nestedGrouping === 'string' ? query.nestedGrouping : undefined;
  if (asked !== undefined && !(/** @type {readonly string[]} */ (NESTED_GROUPINGS).includes(asked)))
    throw new HttpError(400, `Unknown nestedGrouping "${asked.slice(0, 40)}".`);
  const nested = nestedOf(grouping, asked, report);
  const where = reportConditions(query, [null, null, null]);
  const result = await runReport(db, {
    publisherId,
    range,
    grouping,
    ...(nested ? { nested } : {}),
    where,
    ...(sort ? { sort } : {}),
    ...(order ? { order } : {}),
  });
  return {
    grouping,
    ...(nested ? { nestedGrouping: nested[1] } : {}),
    dateRange: range.text,
    timezone: publisher.timezone,
    events: { rows: result.rows, total: result.total },
    totalCount: result.count,
  };
}
