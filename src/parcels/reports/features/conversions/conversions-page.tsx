import { useMemo } from 'react';
import {
  Checkbox,
  DataTable,
  DateRangePicker,
  ExportButton,
  FiltersDrawer,
  NOT_AVAILABLE,
  PageTitle,
  RemoteSelect,
  StatusDot,
  TextField,
  TimezoneNotice,
  formatMoney,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSetRouteSearch,
  useT,
  type DataTableColumn,
  type RemoteOption,
} from '@publisher-platform/shared';
import { conversionsRoute } from '../../routes';
import { conversionSearchParams, useConversions, type Conversion } from './api/conversions';
import {
  CONVERSION_FILTERS,
  CONVERSION_STATUSES,
  conversionFiltersOf,
  type ConversionFilters,
} from './lib/search';
import { MAX_SUB_FILTERS, SUB_FILTERS, splitList } from '../reports/lib/search';

const STATUS_DOT = { approved: 'active', pending: 'pending', declined: 'declined' } as const;
const chips = (value: string | undefined): RemoteOption[] =>
  splitList(value).map((item) => ({ value: item, label: item }));

/** The publisher's conversions: what it reconciles with its own tracker. */
export default function ConversionsPage() {
  const t = useT();
  const search = useRouteSearch(conversionsRoute);
  const setSearch = useSetRouteSearch(conversionsRoute);
  const { timeZone } = useFormatOptions();
  const range = normalizeRange(search, timeZone);
  const filters = conversionFiltersOf(search);
  const list = useConversions({
    range,
    page: search.page,
    pageSize: search.pageSize,
    sort: search.sort,
    order: search.order,
    filters,
  });
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
      </div>
      <DataTable
        label={t('reports.conversions.title')}
        columns={columns}
        data={list.data?.items}
        total={list.data?.total}
        getRowId={(c) => String(c.id)}
        rowAttributes={(c) => ({ 'data-conversion': c.transactionId })}
        state={search}
        onStateChange={(next) => void setSearch(next)}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        storageKey="reports.conversions.columns"
        toolbar={
          <>
            <FiltersDrawer<ConversionFilters>
              value={filters}
              emptyValue={{}}
              onApply={(next) =>
                void setSearch({
                  ...Object.fromEntries(
                    CONVERSION_FILTERS.map((key) => [key, next[key] || undefined]),
                  ),
                  page: 1,
                })
              }
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

function ConversionFiltersFields({
  draft,
  change,
}: {
  draft: ConversionFilters;
  change: (patch: ConversionFilters) => void;
}) {
  const t = useT();
  const statuses = splitList(draft.status);
  const subsUsed = SUB_FILTERS.filter((key) => draft[key]).length;
  const list = (
    name: 'offerCampaignRelativeId' | 'smartlinkCampaign' | 'country',
    kind: string,
    label: string,
  ) => (
    <RemoteSelect
      multiple
      label={label}
      cutHash={kind !== 'country'}
      source={{ url: `ch/reports/options/${kind}`, toOption: (item: RemoteOption) => item }}
      value={chips(draft[name])}
      onValueChange={(next) => change({ [name]: next.map((o) => o.value).join(',') || undefined })}
    />
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      {list('offerCampaignRelativeId', 'offers', t('reports.filter.offer'))}
      {list('smartlinkCampaign', 'smartlinks', t('reports.filter.smartlink'))}
      <RemoteSelect
        label={t('reports.filter.goal')}
        source={{ url: 'ch/reports/options/goals', toOption: (item: RemoteOption) => item }}
        value={
          draft.offerGoalTitle ? { value: draft.offerGoalTitle, label: draft.offerGoalTitle } : null
        }
        onValueChange={(next) => change({ offerGoalTitle: next?.value })}
      />
      <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-2 pp:border-0 pp:p-0">
        <legend className="pp:mb-1 pp:text-sm pp:font-medium">
          {t('reports.conversion.status')}
        </legend>
        {CONVERSION_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(`reports.status.${status}`)}
            checked={statuses.includes(status)}
            onChange={(e) =>
              change({
                status:
                  (e.target.checked
                    ? [...statuses, status]
                    : statuses.filter((s) => s !== status)
                  ).join(',') || undefined,
              })
            }
          />
        ))}
      </fieldset>
      {list('country', 'country', t('reports.filter.country'))}
      <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-3 pp:border-0 pp:p-0">
        <legend className="pp:mb-1 pp:text-sm pp:font-medium">
          {t('reports.filter.subs', { max: MAX_SUB_FILTERS })}
        </legend>
        {SUB_FILTERS.map((key) => (
          <TextField
            key={key}
            label={key}
            value={draft[key] ?? ''}
            disabled={!draft[key] && subsUsed >= MAX_SUB_FILTERS}
            onChange={(e) => change({ [key]: e.target.value || undefined })}
          />
        ))}
      </fieldset>
    </div>
  );
}
