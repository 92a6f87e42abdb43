import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type Balance = ApiSchema<'Balance'>;

/** The header's balance query (shell) has the same key and answer: one cache entry, so a credit
 *  invalidated here refreshes the header too. */
export const balanceKey = ['balance', 'current'] as const;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceKey,
    queryFn: ({ signal }) => api.get<Balance>('ch/balance', { signal }),
    staleTime: 0,
    meta: { silent: true },
  });

export const useBalance = () => useQuery(balanceQueryOptions());
