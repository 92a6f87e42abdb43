import { useCallback, useMemo } from 'react';
import {
  formatDay,
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
import { useReport, type Report } from '../api/reports';
import { RESULT_WARNING_THRESHOLD } from '../lib/columns';
import { checkFilters, filtersValid } from '../lib/filter-rules';
import { effectiveGrouping, effectiveNested } from '../lib/groupings';
import { useRangeLimit } from '../lib/range-limit';
import {
  filtersOf,
  GROUPED_FILTER_KEYS,
  type GroupedReportType,
  type ReportFilters,
  type ReportsSearch,
} from '../lib/search';
import { GroupingSelect, ReportExport } from './grouping-select';
import { RefusedFilters } from './refused-filters';
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
  const { intl, timeZone } = useFormatOptions();
  const roles = useSession()?.customer.roles ?? NO_ROLES;
  // Only what the API takes is sent; the rest is named above the table (and in the drawer).
  const checked = useMemo(() => checkFilters(filtersOf(search), roles), [search, roles]);
  const filters = checked.applied;
  const grouping = effectiveGrouping(search.grouping, type, roles, filters);
  // The `date` filter shows its one day instead of the range.
  const base = filters.date
    ? { from: filters.date, to: filters.date }
    : normalizeRange(search, timeZone);
  // By hour one day, the range's last one (the route's search puts it in the URL too).
  const from = grouping === 'hour' ? base.to : base.from;
  const to = base.to;
  const range = useMemo(() => ({ from, to }), [from, to]);
  const nested = effectiveNested(search.nestedGrouping, grouping, type, roles);
  const params = useMemo(
    () => ({ range, grouping, nested, filters }),
    [range, grouping, nested, filters],
  );
  const rangeLimit = useRangeLimit(range);
  const report = useReport(type, params, !rangeLimit);
  const { refetch } = report;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const drillDown = useCallback(
    (day: string) =>
      void setSearch({ from: day, to: day, date: undefined, grouping: 'hour', page: 1 }),
    [setSearch],
  );
  const onRangeChange = useCallback(
    // A range picked replaces the one-day filter.
    (next: DayRange) => void setSearch({ ...next, date: undefined, page: 1 }),
    [setSearch],
  );
  const setFilters = useCallback(
    (next: ReportFilters) =>
      void setSearch({
        ...Object.fromEntries(GROUPED_FILTER_KEYS.map((key) => [key, next[key] || undefined])),
        page: 1,
      }),
    [setSearch],
  );
  const filterProps = useMemo(
    () => ({
      value: checked.editable,
      count: Object.keys(filters).length,
      canApply: filtersValid,
      onApply: setFilters,
      fields: (draft: ReportFilters, change: (patch: ReportFilters) => void) => (
        <ReportFiltersFields draft={draft} change={change} withGoal={type !== 'summary'} />
      ),
    }),
    [checked.editable, filters, setFilters, type],
  );
  const removeRefused = useCallback(
    () => setFilters({ ...checked.applied }),
    [setFilters, checked.applied],
  );
  const all = search.all === 1;
  const viewAll = useMemo(
    () => ({ on: all, toggle: () => void setSearch({ all: all ? undefined : 1, page: 1 }) }),
    [all, setSearch],
  );
  const exportButton = useMemo(() => <ReportExport type={type} params={params} />, [type, params]);
  const groupingSelect = useMemo(
    () => (
      <GroupingSelect
        type={type}
        roles={roles}
        filters={filters}
        value={grouping}
        nested={nested}
      />
    ),
    [type, roles, filters, grouping, nested],
  );
  const note =
    grouping === 'hour' ? t('reports.grouping.hourDay', { day: formatDay(to, { intl }) }) : null;
  const { shown: answer, drawing } = useDrawnAnswer(report.data, rowCountOf);
  const count = answer?.totalCount ?? 0;
  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-report={type}>
      <ReportHeader
        range={range}
        onRangeChange={onRangeChange}
        rangeNote={note}
        onRefresh={refresh}
        refreshing={report.isFetching}
        filters={filterProps}
        exportButton={exportButton}
        viewAll={viewAll}
      >
        {groupingSelect}
      </ReportHeader>
      <RefusedFilters refused={checked.refused} onRemove={removeRefused} />
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
        loading={!rangeLimit && (report.isPending || drawing)}
        error={rangeLimit ?? (report.isError ? report.error : undefined)}
        onRetry={rangeLimit ? undefined : refresh}
        viewAll={all}
        onDrillDown={drillDown}
      />
    </div>
  );
}
