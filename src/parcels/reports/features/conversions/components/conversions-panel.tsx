import { useCallback, useMemo, type ReactNode } from 'react';
import {
  AppLink,
  buildPath,
  DataTable,
  DateRangePicker,
  ExportButton,
  FiltersDrawer,
  PageTitle,
  TimezoneNotice,
  paths,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
  useTableSearch,
} from '@publisher-platform/shared';
import { conversionsRoute } from '../../../routes';
import { conversionSearchParams, useConversions, type Conversion } from '../api/conversions';
import { useConversionColumns } from './conversion-columns';
import { CONVERSION_FILTERS, conversionFiltersOf, type ConversionFilters } from '../lib/search';
import { ConversionFiltersFields } from './conversion-filters-fields';
import { RefusedFilters } from '../../reports/components/refused-filters';
import { checkFilters, filtersValid } from '../../reports/lib/filter-rules';
import { useRangeLimit } from '../../reports/lib/range-limit';

const NO_ROLES: string[] = [];

/** The publisher's conversions: what it reconciles with its own tracker. `claimButton` opens a
 *  claim for a missing one; a declined or reversed row's "Claim" calls `onClaim`. */
export function ConversionsPanel({
  claimButton,
  onClaim,
}: {
  claimButton: ReactNode;
  onClaim: (conversion: Conversion) => void;
}) {
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
  const columns = useConversionColumns(onClaim);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      <div className="pp:flex pp:flex-col pp:gap-1">
        <PageTitle
          title={t('reports.conversions.title')}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
          actions={
            <>
              {claimButton}
              <DateRangePicker
                value={range}
                onChange={(next) => void setSearch({ ...next, page: 1 })}
              />
            </>
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
