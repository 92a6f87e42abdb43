// The finance parcel's route tree: balance (transactions and promo codes as tabs) and payments
// (payments and payout accounts as tabs). Tab, date range, filters and the table's page live in
// the URL. It imports no page: pages import their route (for its typed search), and app.tsx
// attaches them, so no module reaches itself again through its imports.
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import {
  balanceQueryOptions,
  hideDefaults,
  isUnder,
  warmCache,
  normalizeRange,
  paths,
  sessionTimezone,
  type RouterContext,
} from '@publisher-platform/shared';
import { paymentsQueryOptions } from './features/payments/api/payments';
import { transactionsQueryOptions } from './features/transactions/api/transactions';
import { BALANCE_DEFAULTS, PAYMENTS_DEFAULTS, balanceSearch, paymentsSearch } from './lib/search';

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const balanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.balance,
  validateSearch: balanceSearch,
  search: { middlewares: [hideDefaults(BALANCE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    warmCache(
      cause,
      queryClient.ensureQueryData(balanceQueryOptions()),
      deps.tab === 'transactions'
        ? queryClient.ensureQueryData(
            transactionsQueryOptions({
              range: normalizeRange(deps, sessionTimezone()),
              type: deps.type,
              page: deps.page,
              pageSize: deps.pageSize,
            }),
          )
        : Promise.resolve(),
    ),
});

export const paymentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.payments,
  validateSearch: paymentsSearch,
  search: { middlewares: [hideDefaults(PAYMENTS_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    warmCache(
      cause,
      deps.tab === 'payments'
        ? queryClient.ensureQueryData(
            paymentsQueryOptions({
              range: normalizeRange(deps, sessionTimezone()),
              status: deps.status,
              method: deps.method,
              page: deps.page,
              pageSize: deps.pageSize,
            }),
          )
        : Promise.resolve(),
    ),
});

export const financeRouteTree = rootRoute.addChildren([balanceRoute, paymentsRoute]);

/** Paths below these that no route answers show "Not found"; other paths are not ours. */
export const ownsPath = (pathname: string) =>
  [paths.balance, paths.payments].some((base) => isUnder(pathname, base));
