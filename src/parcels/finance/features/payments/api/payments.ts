import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toApiDateRange, type ApiSchema, type DayRange } from '@publisher-platform/shared';
import type { PaymentStatus } from '../../../lib/search';
import { financeKeys } from '../../../lib/finance-keys';

export type Payment = ApiSchema<'Payment'>;
export type PaymentMethod = ApiSchema<'PaymentMethod'>;

export interface PaymentQuery {
  range: DayRange;
  status?: readonly PaymentStatus[] | undefined;
  method?: number | undefined;
  page: number;
  pageSize: number;
}

export const paymentKeys = {
  all: [...financeKeys.all, 'payments'] as const,
  list: (query: PaymentQuery) => [...paymentKeys.all, query] as const,
  methods: () => [...financeKeys.all, 'payment_methods'] as const,
};

export const getPayments = (query: PaymentQuery, signal?: AbortSignal) =>
  api.collection<Payment>('payments', {
    searchParams: {
      dateRange: toApiDateRange(query.range),
      status: query.status?.join(','),
      paymentMethod: query.method,
      page: query.page,
      itemsPerPage: query.pageSize,
    },
    signal,
  });

export const paymentsQueryOptions = (query: PaymentQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const usePayments = (query: PaymentQuery) => useQuery(paymentsQueryOptions(query));

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) =>
      api.collection<PaymentMethod>('payment_methods', { signal }).then(({ items }) => items),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

export type StatementFormat = 'pdf' | 'csv';

/** The export path of a payment's statement (for ExportButton), in the given UI language. */
export const statementDownload = (id: number, format: StatementFormat, language: string) => ({
  path: `payments/${id}/statement.${format}`,
  searchParams: { language },
  fileName: `statement-${id}.${format}`,
});

export type PaymentSchedule = ApiSchema<'PaymentSchedule'>;

export const paymentScheduleQueryOptions = () =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'schedule'] as const,
    queryFn: ({ signal }) => api.get<PaymentSchedule>('payment_schedule', { signal }),
    meta: { silent: true },
  });

export const usePaymentSchedule = () => useQuery(paymentScheduleQueryOptions());
