import {
  FiltersDrawer,
  PageTitle,
  useRouteSearch,
  useSetRouteSearch,
  useT,
  useTableSearch,
} from '@publisher-platform/shared';
import { smartlinksRoute } from '../../routes';
import { OfferSearchField } from '../offers/components/offer-search-field';
import { RoleGate } from '../../lib/role-gate';
import { useSmartlinks } from './api/smartlinks';
import { SmartlinkFiltersFields } from './components/smartlink-filters-fields';
import { SmartlinkList } from './components/smartlink-list';
import { NO_SMARTLINK_FILTERS, filtersFromSearch, searchFromFilters } from './lib/smartlink-search';

export const SMARTLINKS_ROLE = 'ROLE_SMARTLINKS';

/** The smartlinks the manager assigned (only with ROLE_SMARTLINKS; otherwise "Not found"). */
export default function SmartlinksPage() {
  const t = useT();
  return (
    <RoleGate role={SMARTLINKS_ROLE} title={t('shell.nav.smartlinks')}>
      <SmartlinksList />
    </RoleGate>
  );
}

function SmartlinksList() {
  const t = useT();
  const search = useRouteSearch(smartlinksRoute);
  const setSearch = useSetRouteSearch(smartlinksRoute);
  const [table, setTable] = useTableSearch(smartlinksRoute);
  const smartlinks = useSmartlinks(search);
  // The same object while the filter values stay: a page or sort change keeps the drawer's value.
  const filters = useRouteSearch(smartlinksRoute, filtersFromSearch);
  return (
    <div className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6" data-route="smartlinks">
      <PageTitle
        title={t('shell.nav.smartlinks')}
        onRefresh={() => void smartlinks.refetch()}
        refreshing={smartlinks.isFetching}
      />
      <div
        data-slot="toolbar"
        className="pp:flex pp:flex-col pp:gap-2 pp:md:flex-row pp:md:items-center pp:md:justify-between"
      >
        <OfferSearchField
          label={t('shell.smartlinks.search')}
          value={search.search ?? ''}
          onSearch={(text) => void setSearch({ search: text || undefined, page: 1 })}
        />
        <FiltersDrawer
          value={filters}
          emptyValue={NO_SMARTLINK_FILTERS}
          // A new filter starts the list from its first page.
          onApply={(next) => void setSearch({ ...searchFromFilters(next), page: 1 })}
        >
          {(draft, change) => <SmartlinkFiltersFields draft={draft} change={change} />}
        </FiltersDrawer>
      </div>
      <div className="pp:md:rounded-lg pp:md:border pp:md:border-border pp:md:bg-card pp:md:p-4">
        <SmartlinkList
          smartlinks={smartlinks.data?.items}
          total={smartlinks.data?.total}
          state={table}
          onStateChange={setTable}
          loading={smartlinks.isPending}
          error={smartlinks.isError ? smartlinks.error : undefined}
          onRetry={() => void smartlinks.refetch()}
        />
      </div>
    </div>
  );
}
