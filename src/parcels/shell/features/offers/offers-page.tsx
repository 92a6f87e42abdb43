import {
  FiltersDrawer,
  PageTitle,
  useRouteSearch,
  useSetRouteSearch,
  useT,
  useTableSearch,
} from '@publisher-platform/shared';
import { offersRoute } from '../../routes';
import { useOffers } from './api/offers';
import { OfferFiltersFields } from './components/offer-filters-fields';
import { OfferList } from './components/offer-list';
import { OfferSearchField } from './components/offer-search-field';
import { NO_OFFER_FILTERS, filtersFromSearch, searchFromFilters } from './lib/offer-search';

/** The catalogue: filters, search, sort and page live in the URL; the server pages. */
export default function OffersPage() {
  const t = useT();
  const search = useRouteSearch(offersRoute);
  const setSearch = useSetRouteSearch(offersRoute);
  const [table, setTable] = useTableSearch(offersRoute);
  const offers = useOffers(search);
  // The same object while the filter values stay: a page or sort change keeps the drawer's value.
  const filters = useRouteSearch(offersRoute, filtersFromSearch);
  return (
    <div className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6" data-route="offers">
      <PageTitle
        title={t('shell.nav.offers')}
        onRefresh={() => void offers.refetch()}
        refreshing={offers.isFetching}
      />
      <div
        data-slot="toolbar"
        className="pp:flex pp:flex-col pp:gap-2 pp:md:flex-row pp:md:items-center pp:md:justify-between"
      >
        <OfferSearchField
          value={search.search ?? ''}
          onSearch={(text) => void setSearch({ search: text || undefined, page: 1 })}
        />
        <FiltersDrawer
          value={filters}
          emptyValue={NO_OFFER_FILTERS}
          // A new filter starts the list from its first page.
          onApply={(next) => void setSearch({ ...searchFromFilters(next), page: 1 })}
        >
          {(draft, change) => <OfferFiltersFields draft={draft} change={change} />}
        </FiltersDrawer>
      </div>
      <div className="pp:md:rounded-lg pp:md:border pp:md:border-border pp:md:bg-card pp:md:p-4">
        <OfferList
          offers={offers.data?.items}
          total={offers.data?.total}
          state={table}
          onStateChange={setTable}
          loading={offers.isPending}
          error={offers.isError ? offers.error : undefined}
          onRetry={() => void offers.refetch()}
        />
      </div>
    </div>
  );
}
