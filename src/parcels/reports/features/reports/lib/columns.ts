import type { GroupedReportType } from './search';

export type MetricId =
  | 'clicks'
  | 'conversions'
  | 'approved'
  | 'pending'
  | 'declined'
  | 'revenue'
  | 'pendingRevenue'
  | 'declinedRevenue'
  | 'cr'
  | 'epc';

/** The figures each report shows after the grouping column. */
export const REPORT_METRICS: Record<GroupedReportType, readonly MetricId[]> = {
  summary: ['clicks', 'approved', 'cr', 'revenue', 'epc', 'pending', 'declined'],
  revenue: ['revenue', 'pendingRevenue', 'declinedRevenue', 'approved', 'clicks', 'epc'],
  goalPerformance: ['conversions', 'approved', 'pending', 'declined', 'revenue', 'declinedRevenue'],
};

export const MONEY_METRICS: ReadonlySet<MetricId> = new Set([
  'revenue',
  'pendingRevenue',
  'declinedRevenue',
  'epc',
]);

/** Rows a report answers at most: at that count the publisher is asked to narrow the search. */
export const RESULT_WARNING_THRESHOLD = 1000;
