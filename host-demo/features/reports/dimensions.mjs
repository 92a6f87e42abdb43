// @ts-check
/**
 * Report groupings: each key's SQL over a click row `c` (and a conversion row `v` for keys that
 * live on the conversion). `nested` names the second level of offer and smartlink groupings.
 */
import { REPORT_GROUPINGS, REPORT_NESTED_GROUPINGS } from '../../lib/contract-enums.mjs';
import { localTime } from './time.mjs';

/** @typedef {import('./time.mjs').Range} Range */

/** The groupings a report may be asked for (the contract's ReportGrouping). */
export const GROUPINGS = REPORT_GROUPINGS;
/** @typedef {string} Grouping  one of GROUPINGS, or subOfferCampaign / subSmartlinkCampaign */

/** @type {Record<string, string>} */
const COLUMNS = {
  browser: 'c.browser',
  country: 'c.country',
  device: 'c.device',
  os: 'c.os',
  referrer: 'c.referrer',
  offerLink: 'c.landing_id',
  subSource: 'c.sub_source',
  track: 'c.track',
  sub1: 'c.sub1',
  sub2: 'c.sub2',
  sub3: 'c.sub3',
  sub4: 'c.sub4',
  sub5: 'c.sub5',
  sub6: 'c.sub6',
};

/**
 * The default second level under an offer (its landing pages) and a smartlink (the offers it
 * chose): [the children's grouping, the key they are grouped by].
 */
export const NESTED = /** @type {const} */ ({
  offerCampaign: ['subOfferCampaign', 'offerLink'],
  smartlinkCampaign: ['subSmartlinkCampaign', 'offerCampaign'],
});

/** What `nestedGrouping` may name under offer and smartlink rows (ReportNestedGrouping). */
export const NESTED_GROUPINGS = REPORT_NESTED_GROUPINGS;

/**
 * The second level of `grouping` rows: `requested` when allowed there, else the default. Not the
 * row's own grouping; offer goal and smartlink exclude each other (no goal under a smartlink, no
 * smartlink under an offer); the goal only where the report offers it.
 * @param {string} grouping @param {string | undefined} requested @param {{ goal: boolean }} report
 * @returns {readonly [string, string] | undefined}  [the children's grouping, their key]
 */
export function nestedOf(grouping, requested, report) {
  const fallback = NESTED[/** @type {keyof typeof NESTED} */ (grouping)];
  if (!fallback || !requested || requested === fallback[1]) return fallback;
  const allowed =
    requested !== grouping &&
    !(grouping === 'smartlinkCampaign' && requested === 'offerGoal') &&
    !(grouping === 'offerCampaign' && requested === 'smartlinkCampaign') &&
    (requested !== 'offerGoal' || report.goal);
  return allowed ? [requested, requested] : fallback;
}

/**
 * The key in its own type (a date, an id, a text): grouping by typed values is several times
 * faster than by their text, so the report casts keys to text only after grouping.
 * @param {string} grouping @param {'click' | 'conversion'} side @param {Range} range
 * @returns {string | null} null: the side has no such value (clicks have no goal)
 */
export function keySql(grouping, side, range) {
  const time = side === 'click' ? 'c.clicked_at' : 'v.created_at';
  switch (grouping) {
    case 'date':
      return `CAST(date_trunc('day', ${localTime(time, range)}) AS DATE)`;
    case 'hour':
      return `date_trunc('hour', ${localTime(time, range)})`;
    case 'offerCampaign':
      return side === 'click' ? 'c.offer_id' : 'v.offer_id';
    case 'smartlinkCampaign':
      return side === 'click' ? 'c.smartlink_id' : 'v.smartlink_id';
    case 'offerGoal':
      return side === 'click' ? null : 'v.goal_id';
    default: {
      const column = COLUMNS[grouping];
      if (!column) throw new Error(`unknown grouping ${grouping}`);
      return column;
    }
  }
}
