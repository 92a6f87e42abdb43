import { memo, useCallback, useMemo } from 'react';
import {
  ExportButton,
  Select,
  normalizeRange,
  useDrawnAnswer,
  useFormatOptions,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
  type DayRange,
} from '@publisher-platform/shared';
import { reportsRoute } from '../../../routes';
import {
  reportExportPath,
  reportSearchParams,
  useReport,
  type Report,
  type ReportParams,
} from '../api/reports';
import { RESULT_WARNING_THRESHOLD } from '../lib/columns';
import { effectiveGrouping, groupingOptions } from '../lib/groupings';
import {
  filtersOf,
  FILTER_KEYS,
  type GroupedReportType,
  type Grouping,
  type ReportFilters,
  type ReportsSearch,
} from '../lib/search';
import { ReportFiltersFields } from './report-filters-fields';
import { ReportHeader } from './report-header';
import { ReportTable } from './report-table';

const NO_ROLES: string[] = [];
const rowCountOf = (report: Report) => report.events.rows.length;

/**
 * The search without the table's state (page, size, sort): a sort or a page turn re-renders the
 * table alone, not the header, filters and grouping above it.
 */
const reportView = ({ page: _p, pageSize: _s, sort: _o, order: _d, ...view }: ReportsSearch) =>
  view;

/** Summary, revenue and goal performance: one header, a grouping and the table. */
export function GroupedReport({ type }: { type: GroupedReportType }) {
  const t = useT();
  const search = useRouteSearch(reportsRoute, reportView);
  const setSearch = useSetRouteSearch(reportsRoute);
  const { timeZone } = useFormatOptions();
  const roles = useSession()?.customer.roles ?? NO_ROLES;
  const filters = useMemo(() => filtersOf(search), [search]);
  const grouping = effectiveGrouping(search.grouping, type, roles, filters);
  const base = normalizeRange(search, timeZone);
  // By hour the report shows one day.
  const from = base.from;
  const to = grouping === 'hour' ? base.from : base.to;
  const range = useMemo(() => ({ from, to }), [from, to]);
  const params = useMemo(() => ({ range, grouping, filters }), [range, grouping, filters]);
  const report = useReport(type, params);
  const { refetch } = report;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const drillDown = useCallback(
    (day: string) => void setSearch({ from: day, to: day, grouping: 'hour', page: 1 }),
    [setSearch],
  );
  const onRangeChange = useCallback(
    (next: DayRange) => void setSearch({ ...next, page: 1 }),
    [setSearch],
  );
  const filterProps = useMemo(
    () => ({
      value: filters,
      onApply: (next: ReportFilters) =>
        void setSearch({
          ...Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key] || undefined])),
          page: 1,
        }),
      fields: (draft: ReportFilters, change: (patch: ReportFilters) => void) => (
        <ReportFiltersFields draft={draft} change={change} withGoal={type !== 'summary'} />
      ),
    }),
    [filters, setSearch, type],
  );
  const all = search.all === 1;
  const viewAll = useMemo(
    () => ({ on: all, toggle: () => void setSearch({ all: all ? undefined : 1, page: 1 }) }),
    [all, setSearch],
  );
  const exportButton = useMemo(() => <ReportExport type={type} params={params} />, [type, params]);
  const groupingSelect = useMemo(
    () => <GroupingSelect type={type} roles={roles} filters={filters} value={grouping} />,
    [type, roles, filters, grouping],
  );
  const { shown: answer, drawing } = useDrawnAnswer(report.data, rowCountOf);
  const count = answer?.totalCount ?? 0;
  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-report={type}>
      <ReportHeader
        range={range}
        onRangeChange={onRangeChange}
        onRefresh={refresh}
        refreshing={report.isFetching}
        filters={filterProps}
        exportButton={exportButton}
        viewAll={viewAll}
      >
        {groupingSelect}
      </ReportHeader>
      {count >= RESULT_WARNING_THRESHOLD && (
        <p
          role="status"
          className="pp:m-0 pp:rounded-md pp:border pp:border-primary pp:p-3 pp:text-sm"
        >
          {t('reports.table.tooMany', { count: RESULT_WARNING_THRESHOLD })}
        </p>
      )}
      <ReportTable
        type={type}
        report={answer}
        loading={report.isPending || drawing}
        error={report.isError ? report.error : undefined}
        onRetry={refresh}
        viewAll={all}
        onDrillDown={drillDown}
      />
    </div>
  );
}

const GroupingSelect = memo(function GroupingSelect(props: {
  type: GroupedReportType;
  roles: readonly string[];
  filters: ReportFilters;
  value: Grouping;
}) {
  const t = useT();
  const setSearch = useSetRouteSearch(reportsRoute);
  const options = groupingOptions(props.type, props.roles, props.filters).map((option) => ({
    ...option,
    label: t(`reports.grouping.${option.value}`),
  }));
  return (
    <Select
      label={t('reports.grouping.label')}
      className="pp:w-56"
      options={options}
      value={props.value}
      onValueChange={(value) =>
        void setSearch({ grouping: value as Grouping, page: 1, sort: undefined, order: undefined })
      }
    />
  );
});

const sortOf = ({ sort, order }: ReportsSearch) => ({ sort, order });

/** The CSV in the table's order: the only part of the header that follows the sort. */
function ReportExport({ type, params }: { type: GroupedReportType; params: ReportParams }) {
  const { sort, order } = useRouteSearch(reportsRoute, sortOf);
  return (
    <ExportButton
      path={reportExportPath(type)}
      searchParams={{
        ...reportSearchParams(params),
        sort,
        order: sort ? order : undefined,
      }}
    />
  );
}
