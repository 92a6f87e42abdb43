// The reports page's URL: tab, date range, grouping, table state and every filter, named as the
// API names them (`?grouping=country&country=US,DE&offerCampaignRelativeId=1006`). A filter is
// kept as typed, however long: the page checks it against the API's rules and says what it
// does not apply (lib/filter-rules.ts) rather than dropping it unseen.
import * as v from 'valibot';
import {
  REPORT_GROUPINGS,
  REPORT_NESTED_GROUPINGS,
  dateRangeEntries,
  normalizeRange,
  tableSearch,
} from '@publisher-platform/shared';

export const REPORT_TYPES = [
  'summary',
  'revenue',
  'goalPerformance',
  'referral',
  'competitions',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type GroupedReportType = 'summary' | 'revenue' | 'goalPerformance';
const GROUPED_REPORTS: readonly ReportType[] = ['summary', 'revenue', 'goalPerformance'];

export const GROUPINGS = REPORT_GROUPINGS;
export type Grouping = (typeof GROUPINGS)[number];

/** The additional (second-level) groupings of offer and smartlink rows. */
export const NESTED_GROUPINGS = REPORT_NESTED_GROUPINGS satisfies readonly Grouping[];
export type NestedGrouping = (typeof NESTED_GROUPINGS)[number];

export const SUB_FILTERS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'sub6'] as const;
export const MAX_SUB_FILTERS = 3;
export const FILTER_KEYS = [
  // One day ('YYYY-MM-DD'): when set the report shows that day instead of the range.
  'date',
  'offerCampaignRelativeId',
  'smartlinkCampaign',
  'offerGoalTitle',
  'offerLinkRelativeId',
  'country',
  'browser',
  'device',
  'os',
  'subSourceLike',
  'trackLike',
  ...SUB_FILTERS,
  'referral',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The filters of the filters drawer (summary, revenue, goal performance): all but `referral`,
 *  the referral report's own. */
export const GROUPED_FILTER_KEYS = FILTER_KEYS.filter((key) => key !== 'referral');
export type ReportFilters = Partial<Record<FilterKey, string>>;

/** A filter as the URL holds it: `?sub1=abc` or `?offerCampaignRelativeId=1006` (a number to the
 *  router), trimmed; an empty one is left out. */
export const filterText = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((input) => typeof input === 'string' || typeof input === 'number'),
      v.transform((input) => String(input).trim()),
      v.check((input) => input.length > 0),
    ),
  ),
  undefined,
);

export const reportsSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(REPORT_TYPES), 'summary'), 'summary'),
  ...dateRangeEntries,
  ...tableSearch.entries,
  grouping: v.fallback(v.optional(v.picklist([...GROUPINGS, 'referral'])), undefined),
  nestedGrouping: v.fallback(v.optional(v.picklist(NESTED_GROUPINGS)), undefined),
  all: v.fallback(v.optional(v.literal(1)), undefined),
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, filterText])) as Record<
    FilterKey,
    typeof filterText
  >),
});
export type ReportsSearch = v.InferOutput<typeof reportsSearch>;

/** The drawer's filters of a search, without the empty ones. */
export const filtersOf = (search: ReportFilters): ReportFilters =>
  Object.fromEntries(
    GROUPED_FILTER_KEYS.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]),
  );

/**
 * By hour a grouped report shows one day with an hour step: the range's last day, today at the
 * latest (a range ending before today keeps its own last day). The URL holds that one day, so a
 * reload or a copied link shows what the screen shows; another grouping chosen later keeps the
 * day (Back returns to the range before).
 */
export function hourlyOneDay(timeZone: () => string) {
  return v.transform((search: ReportsSearch): ReportsSearch => {
    if (search.grouping !== 'hour' || !GROUPED_REPORTS.includes(search.tab)) return search;
    const { to } = normalizeRange(search, timeZone());
    return search.from === to && search.to === to ? search : { ...search, from: to, to };
  });
}

/** Splits a list typed by a person: comma, space or new line between the items. */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '').split(/[,\s]+/).filter(Boolean);
