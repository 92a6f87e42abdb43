import { useCallback, useMemo } from 'react';
import {
  AppLink,
  buildPath,
  DataTable,
  DateRangePicker,
  ExportButton,
  FiltersDrawer,
  NOT_AVAILABLE,
  PageTitle,
  StatusDot,
  TimezoneNotice,
  formatMoney,
  paths,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
  useTableSearch,
  type DataTableColumn,
} from '@publisher-platform/shared';
import { conversionsRoute } from '../../routes';
import { conversionSearchParams, useConversions, type Conversion } from './api/conversions';
import { CONVERSION_FILTERS, conversionFiltersOf, type ConversionFilters } from './lib/search';
import { ConversionFiltersFields } from './components/conversion-filters-fields';
import { RefusedFilters } from '../reports/components/refused-filters';
import { checkFilters, filtersValid } from '../reports/lib/filter-rules';
import { useRangeLimit } from '../reports/lib/range-limit';
import { SUB_FILTERS } from '../reports/lib/search';

const STATUS_DOT = { approved: 'active', pending: 'pending', declined: 'declined' } as const;
const NO_ROLES: string[] = [];

/** The publisher's conversions: what it reconciles with its own tracker. */
export default function ConversionsPage() {
  const t = useT();
  const search = useRouteSearch(conversionsRoute);
  const setSearch = useSetRouteSearch(conversionsRoute);
  const [table, setTable] = useTableSearch(conversionsRoute);
  const { timeZone } = useFormatOptions();
  const range = normalizeRange(search, timeZone);
  const roles = useSession()?.customer.roles ?? NO_ROLES;
  // Only what the API takes is sent (a smartlink filter needs ROLE_SMARTLINKS); the rest is named.
  const checked = useMemo(() => checkFilters(conversionFiltersOf(search), roles), [search, roles]);
  const filters = checked.applied;
  const setFilters = useCallback(
    (next: ConversionFilters) =>
      void setSearch({
        ...Object.fromEntries(CONVERSION_FILTERS.map((key) => [key, next[key] || undefined])),
        page: 1,
      }),
    [setSearch],
  );
  const rangeLimit = useRangeLimit(range);
  const list = useConversions(
    {
      range,
      ...table,
      filters,
    },
    !rangeLimit,
  );
  const columns = useMemo<DataTableColumn<Conversion>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('reports.conversion.time'),
        sortable: true,
        sortDescFirst: true,
        cell: (c) => c.saleTime,
      },
      {
        id: 'transactionId',
        header: t('reports.conversion.transactionId'),
        sortable: true,
        card: 'title',
        cell: (c) => <span className="pp:font-mono pp:text-xs">{c.transactionId}</span>,
      },
      {
        id: 'campaign',
        header: t('reports.conversion.campaign'),
        cell: (c) =>
          c.smartlink
            ? `#${c.smartlink.relativeId} ${c.smartlink.title}`
            : c.offer
              ? `#${c.offer.relativeId} ${c.offer.title}`
              : NOT_AVAILABLE,
      },
      { id: 'goal', header: t('reports.conversion.goal'), cell: (c) => c.goal ?? NOT_AVAILABLE },
      {
        id: 'payout',
        header: t('reports.conversion.payout'),
        sortable: true,
        sortDescFirst: true,
        align: 'end',
        cell: (c) => formatMoney(c.payout, { symbol: c.currency === 'EUR' ? '€' : '$' }),
      },
      {
        id: 'status',
        header: t('reports.conversion.status'),
        sortable: true,
        cell: (c) => (
          <StatusDot status={STATUS_DOT[c.status]} label={t(`reports.status.${c.status}`)} />
        ),
      },
      { id: 'country', header: t('reports.filter.country'), cell: (c) => c.country ?? 'XX' },
      { id: 'device', header: t('reports.filter.device'), cell: (c) => c.device ?? NOT_AVAILABLE },
      ...SUB_FILTERS.map<DataTableColumn<Conversion>>((sub) => ({
        id: sub,
        header: sub,
        defaultHidden: sub !== 'sub1',
        cell: (c) => c[sub] ?? NOT_AVAILABLE,
      })),
    ],
    [t],
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="conversions">
      <div className="pp:flex pp:flex-col pp:gap-1">
        <PageTitle
          title={t('reports.conversions.title')}
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
          href={buildPath(paths.clicks, {}, { from: search.from, to: search.to })}
          className="pp:self-start pp:text-sm pp:text-foreground pp:underline pp:underline-offset-4"
        >
          {t('reports.clicks.title')}
        </AppLink>
      </div>
      <RefusedFilters refused={checked.refused} onRemove={() => setFilters(checked.applied)} />
      <DataTable
        label={t('reports.conversions.title')}
        columns={columns}
        data={list.data?.items}
        total={list.data?.total}
        getRowId={(c) => String(c.id)}
        rowAttributes={(c) => ({ 'data-conversion': c.transactionId })}
        state={table}
        onStateChange={setTable}
        loading={!rangeLimit && list.isPending}
        error={rangeLimit ?? (list.isError ? list.error : undefined)}
        {...(!rangeLimit && { onRetry: () => void list.refetch() })}
        storageKey="reports.conversions.columns"
        toolbar={
          <>
            <FiltersDrawer<ConversionFilters>
              value={checked.editable}
              count={Object.keys(filters).length}
              canApply={filtersValid}
              emptyValue={{}}
              onApply={setFilters}
            >
              {(draft, change) => <ConversionFiltersFields draft={draft} change={change} />}
            </FiltersDrawer>
            <ExportButton
              path="ch/conversions/export"
              searchParams={conversionSearchParams({ range, filters })}
            />
          </>
        }
      />
    </div>
  );
}
