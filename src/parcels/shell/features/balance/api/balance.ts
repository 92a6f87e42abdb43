import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema, useFirstScreenShown } from '@publisher-platform/shared';

export type Balance = ApiSchema<'Balance'>;

/** The header balance is refreshed every 300 000 ms. */
export const BALANCE_REFRESH_MS = 300_000;
export const balanceKey = ['balance', 'current'] as const;

export const getBalance = (signal?: AbortSignal) => api.get<Balance>('ch/balance', { signal });

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceKey,
    queryFn: ({ signal }) => getBalance(signal),
    refetchInterval: BALANCE_REFRESH_MS,
    staleTime: 0,
    retry: false,
    // The widget shows a failure as a blank amount, without a notification.
    meta: { silent: true },
  });

// In the header: asked for once the page's first screen is shown.
export const useBalance = () =>
  useQuery({ ...balanceQueryOptions(), enabled: useFirstScreenShown() });
