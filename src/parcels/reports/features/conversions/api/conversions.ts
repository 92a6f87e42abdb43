import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toApiDateRange, type ApiSchema, type DayRange } from '@publisher-platform/shared';

export type Conversion = ApiSchema<'Conversion'>;

export interface ConversionsParams {
  range: DayRange;
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  filters: Record<string, string | undefined>;
}

export const conversionKeys = {
  all: ['ch', 'conversions'] as const,
  list: (p: ConversionsParams) => [...conversionKeys.all, p] as const,
};

export const conversionSearchParams = ({
  range,
  filters,
}: Pick<ConversionsParams, 'range' | 'filters'>) => ({
  dateRange: toApiDateRange(range),
  ...filters,
});

export const getConversions = (p: ConversionsParams, signal?: AbortSignal) =>
  api.collection<Conversion>('ch/conversions', {
    searchParams: {
      ...conversionSearchParams(p),
      page: p.page,
      itemsPerPage: p.pageSize,
      sort: p.sort,
      order: p.order,
    },
    signal,
  });

export const conversionsQueryOptions = (p: ConversionsParams) =>
  queryOptions({
    queryKey: conversionKeys.list(p),
    queryFn: ({ signal }) => getConversions(p, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useConversions = (p: ConversionsParams, enabled = true) =>
  useQuery({ ...conversionsQueryOptions(p), enabled });
