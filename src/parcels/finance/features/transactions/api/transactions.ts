import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toApiDateRange, type ApiSchema, type DayRange } from '@publisher-platform/shared';
import type { TransactionType } from '../../../lib/search';
import { financeKeys } from '../../../lib/finance-keys';

export type Transaction = ApiSchema<'Transaction'>;

export interface TransactionQuery {
  range: DayRange;
  type?: TransactionType | undefined;
  page: number;
  pageSize: number;
}

export const transactionKeys = {
  all: [...financeKeys.all, 'transactions'] as const,
  list: (query: TransactionQuery) => [...transactionKeys.all, query] as const,
};

/** The list's filters as the API takes them (the export takes the same, without the page). */
export const transactionFilters = ({ range, type }: Pick<TransactionQuery, 'range' | 'type'>) => ({
  dateRange: toApiDateRange(range),
  type,
});

export const getTransactions = (query: TransactionQuery, signal?: AbortSignal) =>
  api.collection<Transaction>('ch/transactions', {
    searchParams: { ...transactionFilters(query), page: query.page, itemsPerPage: query.pageSize },
    signal,
  });

export const transactionsQueryOptions = (query: TransactionQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
    // The list shows its error with Retry.
    meta: { silent: true },
  });

export const useTransactions = (query: TransactionQuery) =>
  useQuery(transactionsQueryOptions(query));
