import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  toApiDateRange,
  toApiDayRange,
  type ApiSchema,
  type DayRange,
} from '@publisher-platform/shared';
import type { GroupedReportType, Grouping, NestedGrouping, ReportFilters } from '../lib/search';

export type Report = ApiSchema<'Report'>;
export type ReportRow = ApiSchema<'ReportRow'>;
export type ReportMetrics = ApiSchema<'ReportMetrics'>;
export type ReferralReport = ApiSchema<'ReferralReport'>;
export type ReferralRow = ApiSchema<'ReferralRow'>;
export type CompetitionStanding = ApiSchema<'CompetitionStanding'>;

const PATHS: Record<GroupedReportType, string> = {
  summary: 'ch/reports/summary',
  revenue: 'ch/reports/revenue',
  goalPerformance: 'ch/reports/goal_performance',
};

export interface ReportParams {
  range: DayRange;
  grouping: Grouping;
  /** The additional grouping of offer and smartlink rows. */
  nested?: NestedGrouping | undefined;
  filters: ReportFilters;
}

/** By hour a report shows one day (a date row's drill-down): sent as that day to the next one. */
/** The `date` filter is the one day the API reads instead of `dateRange`. */
export const reportSearchParams = ({ range, grouping, nested, filters }: ReportParams) => ({
  ...(!filters.date && {
    dateRange:
      grouping === 'hour' && range.from === range.to
        ? toApiDayRange(range.from)
        : toApiDateRange(range),
  }),
  grouping,
  ...(nested && { nestedGrouping: nested }),
  ...filters,
});

const all = ['ch', 'reports'] as const;
export const reportKeys = {
  all,
  grouped: (type: GroupedReportType, params: ReportParams) =>
    [...all, type, reportSearchParams(params)] as const,
  referral: (range: DayRange, grouping: 'date' | 'referral', referral?: string) =>
    [...all, 'referral', range.from, range.to, grouping, referral ?? ''] as const,
  standings: () => ['competitions', 'standings'] as const,
};

/** The report's CSV: the same parameters, the rows in the table's order. */
export const reportExportPath = (type: GroupedReportType) => `${PATHS[type]}/export`;

export const getReport = (type: GroupedReportType, params: ReportParams, signal?: AbortSignal) =>
  api.get<Report>(PATHS[type], {
    searchParams: reportSearchParams(params),
    signal,
  });

export const reportQueryOptions = (type: GroupedReportType, params: ReportParams) =>
  queryOptions({
    queryKey: reportKeys.grouped(type, params),
    queryFn: ({ signal }) => getReport(type, params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useReport = (type: GroupedReportType, params: ReportParams, enabled = true) =>
  useQuery({ ...reportQueryOptions(type, params), enabled });

export const referralQueryOptions = (
  range: DayRange,
  grouping: 'date' | 'referral',
  referral?: string,
) =>
  queryOptions({
    queryKey: reportKeys.referral(range, grouping, referral),
    queryFn: ({ signal }) =>
      api.get<ReferralReport>('ch/reports/referral', {
        searchParams: { dateRange: toApiDateRange(range), grouping, referral },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useReferralReport = (
  range: DayRange,
  grouping: 'date' | 'referral',
  referral?: string,
  enabled = true,
) => useQuery({ ...referralQueryOptions(range, grouping, referral), enabled });

export const competitionsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.standings(),
    queryFn: ({ signal }) =>
      api.collection<CompetitionStanding>('competitions.jsonld', { signal }).then((c) => c.items),
    meta: { silent: true },
  });

export const useCompetitions = (enabled = true) =>
  useQuery({ ...competitionsQueryOptions(), enabled });
