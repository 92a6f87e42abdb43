// The reports page's URL: tab, date range, grouping, table state and every filter, named as the
// API names them (`?grouping=country&country=US,DE&offerCampaignRelativeId=1006`).
import * as v from 'valibot';
import { dateRangeEntries, tableSearch } from '@publisher-platform/shared';

export const REPORT_TYPES = [
  'summary',
  'revenue',
  'goalPerformance',
  'referral',
  'competitions',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type GroupedReportType = 'summary' | 'revenue' | 'goalPerformance';

export const GROUPINGS = [
  'date',
  'hour',
  'offerCampaign',
  'smartlinkCampaign',
  'offerGoal',
  'offerLink',
  'country',
  'browser',
  'device',
  'os',
  'referrer',
  'subSource',
  'track',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'sub6',
] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const SUB_FILTERS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'sub6'] as const;
export const MAX_SUB_FILTERS = 3;
export const FILTER_KEYS = [
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
export type ReportFilters = Partial<Record<FilterKey, string>>;

const text = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((input) => typeof input === 'string' || typeof input === 'number'),
      v.transform((input) => String(input).trim()),
      v.check((input) => input.length > 0 && input.length <= 2000),
    ),
  ),
  undefined,
);

export const reportsSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(REPORT_TYPES), 'summary'), 'summary'),
  ...dateRangeEntries,
  ...tableSearch.entries,
  grouping: v.fallback(v.optional(v.picklist([...GROUPINGS, 'referral'])), undefined),
  all: v.fallback(v.optional(v.literal(1)), undefined),
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, text])) as Record<FilterKey, typeof text>),
});
export type ReportsSearch = v.InferOutput<typeof reportsSearch>;

/** The filters of a search, without the empty ones. */
export const filtersOf = (search: ReportFilters): ReportFilters =>
  Object.fromEntries(
    FILTER_KEYS.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]),
  );

/** Splits a list typed by a person: comma, space or new line between the items. */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '').split(/[,\s]+/).filter(Boolean);
