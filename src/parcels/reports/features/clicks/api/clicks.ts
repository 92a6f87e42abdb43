import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toApiDateRange, type ApiSchema, type DayRange } from '@publisher-platform/shared';

export type Click = ApiSchema<'Click'>;

export interface ClicksParams {
  range: DayRange;
  page: number;
  pageSize: number;
  order?: 'asc' | 'desc' | undefined;
  filters: { offerCampaignRelativeId?: string | undefined; country?: string | undefined };
}

export const clickKeys = {
  all: ['ch', 'clicks'] as const,
  list: (p: ClicksParams) => [...clickKeys.all, p] as const,
};

export const getClicks = (p: ClicksParams, signal?: AbortSignal) =>
  api.collection<Click>('ch/clicks', {
    searchParams: {
      dateRange: toApiDateRange(p.range),
      ...p.filters,
      page: p.page,
      itemsPerPage: p.pageSize,
      order: p.order,
    },
    signal,
  });

export const clicksQueryOptions = (p: ClicksParams) =>
  queryOptions({
    queryKey: clickKeys.list(p),
    queryFn: ({ signal }) => getClicks(p, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useClicks = (p: ClicksParams, enabled = true) =>
  useQuery({ ...clicksQueryOptions(p), enabled });
