import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toApiDateRange, type ApiSchema, type DayRange } from '@publisher-platform/shared';

export type Dashboard = ApiSchema<'Dashboard'>;
export type DashboardKpi = ApiSchema<'DashboardKpi'>;
export type DashboardImpressions = ApiSchema<'DashboardImpressions'>;

export const getDashboard = (range: DayRange, signal?: AbortSignal) =>
  api.get<Dashboard>('ch/dashboard', {
    searchParams: { dateRange: toApiDateRange(range) },
    signal,
  });

export const getDashboardImpressions = (range: DayRange, signal?: AbortSignal) =>
  api.get<DashboardImpressions>('ch/dashboard/impressions', {
    searchParams: { dateRange: toApiDateRange(range) },
    signal,
  });

const all = ['ch', 'dashboard'] as const;
export const dashboardKeys = {
  all,
  summary: (range: DayRange) => [...all, range.from, range.to] as const,
  impressions: (range: DayRange) => [...all, 'impressions', range.from, range.to] as const,
};

export const dashboardQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    // The page shows the error with Retry.
    meta: { silent: true },
  });

export const dashboardImpressionsQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: dashboardKeys.impressions(range),
    queryFn: ({ signal }) => getDashboardImpressions(range, signal),
    meta: { silent: true },
  });

export const useDashboard = (range: DayRange, enabled = true) =>
  useQuery({ ...dashboardQueryOptions(range), enabled });
export const useDashboardImpressions = (range: DayRange, enabled = true) =>
  useQuery({ ...dashboardImpressionsQueryOptions(range), enabled });
