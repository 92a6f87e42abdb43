import { useCallback, useMemo } from 'react';
import {
  DataTable,
  ExportButton,
  Select,
  formatMoney,
  formatNumber,
  normalizeRange,
  toApiDateRange,
  useFormatOptions,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
  useTableSearch,
  type DataTableColumn,
} from '@publisher-platform/shared';
import { reportsRoute } from '../../../routes';
import { useReferralReport, type ReferralRow } from '../api/reports';
import { filterProblem, filtersValid } from '../lib/filter-rules';
import { useRangeLimit } from '../lib/range-limit';
import type { ReportFilters } from '../lib/search';
import { RefusedFilters } from './refused-filters';
import { ReportHeader } from './report-header';
import { TextFilterField } from './text-filter-field';

/** The referral report's one filter, in the drawer as the other reports' filters are. */
const referralFields = (draft: ReportFilters, change: (patch: ReportFilters) => void) => (
  <ReferralIdField value={draft.referral} onChange={(referral) => change({ referral })} />
);

function ReferralIdField(props: { value: string | undefined; onChange: (v?: string) => void }) {
  const t = useT();
  return <TextFilterField name="referral" label={t('reports.filter.referral')} {...props} />;
}

/** Earnings from referred publishers, by day or by publisher; filters, "View all", CSV export. */
export function ReferralReportView() {
  const t = useT();
  const search = useRouteSearch(reportsRoute);
  const setSearch = useSetRouteSearch(reportsRoute);
  const [table, setTable] = useTableSearch(reportsRoute);
  const { timeZone } = useFormatOptions();
  const symbol = useSession()?.currency.symbol ?? '$';
  const range = normalizeRange(search, timeZone);
  const grouping = search.grouping === 'referral' ? 'referral' : 'date';
  // An ID the API would refuse is not sent: the field says why, and the report is unfiltered.
  const problem = filterProblem('referral', search.referral);
  const referral = problem ? undefined : search.referral;
  const refused = useMemo(() => (problem ? [{ key: 'referral', problem }] : []), [problem]);
  const rangeLimit = useRangeLimit(range);
  const report = useReferralReport(range, grouping, referral, !rangeLimit);
  const applied = search.referral;
  const filters = useMemo(
    () => ({
      value: applied ? { referral: applied } : {},
      count: referral ? 1 : 0,
      canApply: filtersValid,
      onApply: (next: ReportFilters) =>
        void setSearch({ referral: next.referral?.trim() || undefined, page: 1 }),
      fields: referralFields,
    }),
    [applied, referral, setSearch],
  );
  const all = search.all === 1;
  const toggleAll = useCallback(
    () => void setSearch({ all: all ? undefined : 1, page: 1 }),
    [all, setSearch],
  );
  const viewAll = useMemo(() => ({ on: all, toggle: toggleAll }), [all, toggleAll]);
  const columns = useMemo<DataTableColumn<ReferralRow>[]>(
    () => [
      {
        id: 'label',
        header: t(grouping === 'date' ? 'reports.grouping.date' : 'reports.grouping.referral'),
        sortValue: (row) => row.label,
        card: 'title',
        hideable: false,
      },
      {
        id: 'conversions',
        header: t('reports.metric.approved'),
        sortValue: (r) => r.conversions,
        sortDescFirst: true,
        align: 'end',
        cell: (r) => formatNumber(r.conversions),
      },
      {
        id: 'referralRevenue',
        header: t('reports.metric.referralRevenue'),
        sortValue: (r) => r.referralRevenue,
        sortDescFirst: true,
        align: 'end',
        cell: (r) => formatMoney(r.referralRevenue, { symbol }),
      },
      {
        id: 'earnings',
        header: t('reports.metric.earnings'),
        sortValue: (r) => r.earnings,
        sortDescFirst: true,
        align: 'end',
        cell: (r) => formatMoney(r.earnings, { symbol }),
      },
    ],
    [t, grouping, symbol],
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-report="referral">
      <ReportHeader
        range={range}
        onRangeChange={(next) => void setSearch({ ...next, page: 1 })}
        onRefresh={() => void report.refetch()}
        refreshing={report.isFetching}
        filters={filters}
        viewAll={viewAll}
        exportButton={
          <ExportButton
            path="ch/reports/referral/export"
            searchParams={{ dateRange: toApiDateRange(range), grouping, referral }}
          />
        }
      >
        <Select
          label={t('reports.grouping.label')}
          className="pp:w-48"
          options={[
            { value: 'date', label: t('reports.grouping.date') },
            { value: 'referral', label: t('reports.grouping.referral') },
          ]}
          value={grouping}
          onValueChange={(value) =>
            void setSearch({ grouping: value === 'referral' ? 'referral' : undefined, page: 1 })
          }
        />
      </ReportHeader>
      <RefusedFilters
        refused={refused}
        onRemove={() => void setSearch({ referral: undefined, page: 1 })}
      />
      <DataTable
        label={t('reports.tab.referral')}
        columns={columns}
        data={report.data?.events.rows}
        getRowId={(row) => row.key}
        state={table}
        onStateChange={setTable}
        paginate={!all}
        loading={!rangeLimit && report.isPending}
        error={rangeLimit ?? (report.isError ? report.error : undefined)}
        {...(!rangeLimit && { onRetry: () => void report.refetch() })}
      />
      {report.data && report.data.events.rows.length > 0 && (
        <p data-slot="report-total" className="pp:m-0 pp:text-sm">
          {t('reports.referral.total', {
            earnings: formatMoney(report.data.events.total.earnings, { symbol }),
            rate: formatNumber(report.data.rate * 100),
          })}
        </p>
      )}
    </div>
  );
}
