import { useMemo } from 'react';
import {
  AppLink,
  buildPath,
  DataTable,
  DateRangePicker,
  FiltersDrawer,
  NOT_AVAILABLE,
  PageTitle,
  RemoteSelect,
  TimezoneNotice,
  normalizeRange,
  paths,
  useFormatOptions,
  useRouteSearch,
  useSetRouteSearch,
  useT,
  useTableSearch,
  type DataTableColumn,
} from '@publisher-platform/shared';
import { clicksRoute } from '../../routes';
import { useClicks, type Click, type ClicksParams } from './api/clicks';
import { OFFER_SOURCE, useCountrySource } from '../reports/lib/filter-sources';
import { usePickedChips } from '../reports/lib/picked-chips';
import { useRangeLimit } from '../reports/lib/range-limit';

type ClickFilters = ClicksParams['filters'];
const filtersOf = ({ offerCampaignRelativeId, country }: ClickFilters): ClickFilters => ({
  ...(offerCampaignRelativeId && { offerCampaignRelativeId: String(offerCampaignRelativeId) }),
  ...(country && { country: String(country) }),
});

/** The publisher's clicks: the click id its own tracker quotes when a conversion went missing. */
export default function ClicksPage() {
  const t = useT();
  const search = useRouteSearch(clicksRoute);
  const setSearch = useSetRouteSearch(clicksRoute);
  const [table, setTable] = useTableSearch(clicksRoute);
  const { timeZone } = useFormatOptions();
  const range = normalizeRange(search, timeZone);
  const filters = useRouteSearch(clicksRoute, filtersOf);
  const rangeLimit = useRangeLimit(range);
  const { page, pageSize, sort, order } = table;
  const list = useClicks(
    { range, page, pageSize, order: sort ? order : undefined, filters },
    !rangeLimit,
  );
  const columns = useMemo<DataTableColumn<Click>[]>(
    () => [
      {
        id: 'time',
        header: t('reports.conversion.time'),
        sortable: true,
        sortDescFirst: true,
        cell: (c) => c.time,
      },
      {
        id: 'id',
        header: t('reports.clicks.id'),
        card: 'title',
        cell: (c) => <span className="pp:font-mono pp:text-xs">{c.id}</span>,
      },
      {
        id: 'campaign',
        header: t('reports.conversion.campaign'),
        cell: ({ offer, smartlink }) => {
          const campaign = offer ?? smartlink;
          return campaign ? `#${campaign.relativeId} ${campaign.title}` : NOT_AVAILABLE;
        },
      },
      { id: 'country', header: t('reports.filter.country'), cell: (c) => c.country },
      { id: 'device', header: t('reports.filter.device'), cell: (c) => c.device },
      { id: 'os', header: t('reports.clicks.os'), defaultHidden: true, cell: (c) => c.os },
      { id: 'sub1', header: 'sub1', cell: (c) => c.sub1 ?? NOT_AVAILABLE },
      {
        id: 'converted',
        header: t('reports.clicks.converted'),
        cell: (c) => t(c.converted ? 'reports.clicks.yes' : 'reports.clicks.no'),
      },
    ],
    [t],
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="clicks">
      <div className="pp:flex pp:flex-col pp:gap-1">
        <PageTitle
          title={t('reports.clicks.title')}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
          actions={
            <DateRangePicker
              value={range}
              onChange={(next) => void setSearch({ ...next, page: 1 })}
            />
          }
        />
        <TimezoneNotice range={[range.from, range.to]} />
        <AppLink
          href={buildPath(paths.conversions, {}, { from: search.from, to: search.to })}
          className="pp:self-start pp:text-sm pp:text-foreground pp:underline pp:underline-offset-4"
        >
          {t('reports.conversions.title')}
        </AppLink>
      </div>
      <DataTable
        label={t('reports.clicks.title')}
        columns={columns}
        data={list.data?.items}
        total={list.data?.total}
        getRowId={(c) => String(c.id)}
        rowAttributes={(c) => ({ 'data-click': String(c.id) })}
        state={table}
        onStateChange={setTable}
        loading={!rangeLimit && list.isPending}
        error={rangeLimit ?? (list.isError ? list.error : undefined)}
        {...(!rangeLimit && { onRetry: () => void list.refetch() })}
        storageKey="reports.clicks.columns"
        toolbar={
          <FiltersDrawer<ClickFilters>
            value={filters}
            count={Object.keys(filters).length}
            emptyValue={{}}
            onApply={(next) =>
              void setSearch({
                offerCampaignRelativeId: next.offerCampaignRelativeId || undefined,
                country: next.country || undefined,
                page: 1,
              })
            }
          >
            {(draft, change) => <ClickFiltersFields draft={draft} change={change} />}
          </FiltersDrawer>
        }
      />
    </div>
  );
}

function ClickFiltersFields({
  draft,
  change,
}: {
  draft: ClickFilters;
  change: (patch: ClickFilters) => void;
}) {
  const t = useT();
  const countries = useCountrySource();
  const { chipsOf, remember } = usePickedChips();
  const field = (name: keyof ClickFilters, label: string) => (
    <RemoteSelect
      multiple
      label={label}
      cutHash={name !== 'country'}
      source={name === 'country' ? countries : OFFER_SOURCE}
      value={chipsOf(name, draft[name])}
      onValueChange={(next) => {
        remember(name, next);
        change({ [name]: next.map((o) => o.value).join(',') || undefined });
      }}
    />
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      {field('offerCampaignRelativeId', t('reports.filter.offer'))}
      {field('country', t('reports.filter.country'))}
    </div>
  );
}
