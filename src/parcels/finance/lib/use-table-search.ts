import { useRouteSearch, useSetRouteSearch, type DataTableState } from '@publisher-platform/shared';
import type { balanceRoute, paymentsRoute } from '../routes';

type FinanceRoute = typeof balanceRoute | typeof paymentsRoute;

/** A list's page, size and sort: the route's validated search params. */
export function useTableSearch(
  route: FinanceRoute,
): [DataTableState, (next: DataTableState) => void] {
  const search = useRouteSearch(route);
  const setSearch = useSetRouteSearch(route);
  const state: DataTableState = {
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
    order: search.order,
  };
  return [state, (next) => void setSearch(next)];
}
