import { useRouteSearch, useSetRouteSearch, type DataTableState } from '@publisher-platform/shared';
import { domainsRoute } from '../../../routes';

/** The domain list's page, size and sort: the domains route's validated search params. */
export function useDomainListSearch(): [DataTableState, (next: DataTableState) => void] {
  const search = useRouteSearch(domainsRoute);
  const setSearch = useSetRouteSearch(domainsRoute);
  return [search, (next) => void setSearch(next)];
}
