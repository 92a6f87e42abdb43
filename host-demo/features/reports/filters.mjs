// @ts-check
/**
 * Report filters (query parameters) → SQL conditions with numbered parameters. Lists arrive
 * comma-separated; `…Like` filters match a part of the value. Conditions on `c` apply to clicks
 * and, through the conversion's click, to conversions; `conversionOnly` ones only to the latter.
 */
import { HttpError } from '../../lib/http.mjs';

/** @typedef {import('../../lib/db.mjs').SqlParam} SqlParam */

const EXACT = /** @type {const} */ ({
  browser: 'c.browser',
  country: 'c.country',
  device: 'c.device',
  os: 'c.os',
  sub1: 'c.sub1',
  sub2: 'c.sub2',
  sub3: 'c.sub3',
  sub4: 'c.sub4',
  sub5: 'c.sub5',
  sub6: 'c.sub6',
});
const LIKE = /** @type {const} */ ({ subSourceLike: 'c.sub_source', trackLike: 'c.track' });

/** The longest text a filter takes: a track or sub source part, or one value of a list. */
export const TEXT_MAX = 255;

/** @param {unknown} value @returns {string[]} */
export function listParam(value) {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const items = raw
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > 100) throw new HttpError(400, 'At most 100 values per filter.');
  return items;
}

/** @param {string[]} items @param {string} name */
function ids(items, name) {
  if (items.some((item) => !/^\d{1,9}$/.test(item)))
    throw new HttpError(400, `${name} takes numeric ids.`);
  return items.map(Number);
}

export class Conditions {
  /** @param {SqlParam[]} params  shared with the rest of the statement */
  constructor(params) {
    this.params = params;
    /** @type {string[]} */
    this.click = [];
    /** @type {string[]} */
    this.conversion = [];
  }

  /** @param {SqlParam} value */
  bind(value) {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** @param {SqlParam[]} values */
  bindAll(values) {
    return values.map((value) => this.bind(value)).join(', ');
  }
}

/**
 * @param {Record<string, unknown>} query
 * @param {SqlParam[]} params
 */
export function reportConditions(query, params) {
  const where = new Conditions(params);
  let subs = 0;
  for (const [name, column] of Object.entries(EXACT)) {
    const items = listParam(query[name]);
    if (items.length === 0) continue;
    if (items.some((item) => item.length > TEXT_MAX))
      throw new HttpError(400, `${name} takes values of at most ${TEXT_MAX} characters.`);
    if (name.startsWith('sub')) subs++;
    where.click.push(`${column} IN (${where.bindAll(items)})`);
  }
  if (subs > 3) throw new HttpError(400, 'At most 3 sub filters.');
  for (const [name, column] of Object.entries(LIKE)) {
    const text = typeof query[name] === 'string' ? query[name].trim() : '';
    if (text.length > TEXT_MAX)
      throw new HttpError(400, `${name} takes at most ${TEXT_MAX} characters.`);
    if (text)
      where.click.push(
        `${column} LIKE ${where.bind(`%${text.replace(/[%_\\]/g, '\\$&')}%`)} ESCAPE '\\'`,
      );
  }
  const offers = ids(listParam(query.offerCampaignRelativeId), 'offerCampaignRelativeId');
  if (offers.length)
    where.click.push(
      `c.offer_id IN (SELECT id FROM offers WHERE relative_id IN (${where.bindAll(offers)}))`,
    );
  const smartlinks = ids(listParam(query.smartlinkCampaign), 'smartlinkCampaign');
  if (smartlinks.length)
    where.click.push(
      `c.smartlink_id IN (SELECT id FROM smartlinks WHERE relative_id IN (${where.bindAll(smartlinks)}))`,
    );
  const landings = ids(listParam(query.offerLinkRelativeId), 'offerLinkRelativeId');
  if (landings.length) where.click.push(`c.landing_id IN (${where.bindAll(landings)})`);
  const goal = typeof query.offerGoalTitle === 'string' ? query.offerGoalTitle.trim() : '';
  if (goal)
    where.conversion.push(
      `v.goal_id IN (SELECT id FROM offer_goals WHERE title = ${where.bind(goal)})`,
    );
  return where;
}
