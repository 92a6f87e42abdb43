import { useCallback } from 'react';
import {
  ExportButton,
  Select,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { reportsRoute } from '../../../routes';
import { reportExportPath, reportSearchParams, useReport } from '../api/reports';
import { RESULT_WARNING_THRESHOLD } from '../lib/columns';
import { effectiveGrouping, groupingOptions } from '../lib/groupings';
import { filtersOf, FILTER_KEYS, type GroupedReportType, type Grouping } from '../lib/search';
import { ReportFiltersFields } from './report-filters-fields';
import { ReportHeader } from './report-header';
import { ReportTable } from './report-table';

/** Summary, revenue and goal performance: one header, a grouping and the table. */
export function GroupedReport({ type }: { type: GroupedReportType }) {
  const t = useT();
  const search = useRouteSearch(reportsRoute);
  const setSearch = useSetRouteSearch(reportsRoute);
  const { timeZone } = useFormatOptions();
  const roles = useSession()?.customer.roles ?? [];
  const filters = filtersOf(search);
  const grouping = effectiveGrouping(search.grouping, type, roles, filters);
  const base = normalizeRange(search, timeZone);
  // By hour the report shows one day.
  const range = grouping === 'hour' ? { from: base.from, to: base.from } : base;
  const report = useReport(type, { range, grouping, filters });
  const drillDown = useCallback(
    (day: string) => void setSearch({ from: day, to: day, grouping: 'hour', page: 1 }),
    [setSearch],
  );
  const options = groupingOptions(type, roles, filters).map((option) => ({
    ...option,
    label: t(`reports.grouping.${option.value}`),
  }));
  const count = report.data?.totalCount ?? 0;
  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-report={type}>
      <ReportHeader
        range={range}
        onRangeChange={(next) => void setSearch({ ...next, page: 1 })}
        onRefresh={() => void report.refetch()}
        refreshing={report.isFetching}
        filters={{
          value: filters,
          onApply: (next) =>
            void setSearch({
              ...Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key] || undefined])),
              page: 1,
            }),
          fields: (draft, change) => (
            <ReportFiltersFields draft={draft} change={change} withGoal={type !== 'summary'} />
          ),
        }}
        exportButton={
          <ExportButton
            path={reportExportPath(type)}
            searchParams={{
              ...reportSearchParams({ range, grouping, filters }),
              sort: search.sort,
              order: search.sort ? search.order : undefined,
            }}
          />
        }
        viewAll={{
          on: search.all === 1,
          toggle: () => void setSearch({ all: search.all === 1 ? undefined : 1, page: 1 }),
        }}
      >
        <Select
          label={t('reports.grouping.label')}
          className="pp:w-56"
          options={options}
          value={grouping}
          onValueChange={(value) =>
            void setSearch({
              grouping: value as Grouping,
              page: 1,
              sort: undefined,
              order: undefined,
            })
          }
        />
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
        report={report.data}
        loading={report.isPending}
        error={report.isError ? report.error : undefined}
        onRetry={() => void report.refetch()}
        state={search}
        onStateChange={(next) => void setSearch(next)}
        viewAll={search.all === 1}
        onDrillDown={drillDown}
      />
    </div>
  );
}
