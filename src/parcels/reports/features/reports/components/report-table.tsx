import { memo, useMemo, useState } from 'react';
import {
  DataTable,
  formatConversionRate,
  formatMoney,
  formatNumber,
  useSession,
  useT,
  useTableSearch,
  type DataTableColumn,
} from '@publisher-platform/shared';
import { reportsRoute } from '../../../routes';
import type { Report, ReportMetrics, ReportRow } from '../api/reports';
import { MONEY_METRICS, REPORT_METRICS, type MetricId } from '../lib/columns';
import { sortRows } from '../lib/sort-rows';
import type { GroupedReportType } from '../lib/search';
import { RowLabel } from './row-label';

interface ReportTableProps {
  type: GroupedReportType;
  report: Report | undefined;
  loading: boolean;
  error: unknown;
  onRetry: (() => void) | undefined;
  viewAll: boolean;
  onDrillDown: (day: string) => void;
}

type Row = ReportRow & { nested?: boolean };

export function useMetricText() {
  const symbol = useSession()?.currency.symbol ?? '$';
  return (metric: MetricId, m: ReportMetrics) =>
    metric === 'cr'
      ? formatConversionRate(m.approved, m.clicks)
      : MONEY_METRICS.has(metric)
        ? formatMoney(m[metric], { symbol, decimals: metric === 'epc' ? 4 : 2 })
        : formatNumber(m[metric]);
}

// Stable references: the table rebuilds what depends on them when they change.
const rowId = (row: Row) => row.key;
const rowAttributes = (row: Row) => ({ 'data-row': row.key });

/** Each expanded row followed by its children. */
function withChildren(rows: readonly Row[], expanded: ReadonlySet<string>): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    out.push(row);
    if (expanded.has(row.key))
      for (const child of row.children ?? []) out.push({ ...child, nested: true });
  }
  return out;
}

/** The report's rows (sorted and paged here, children after their expanded parent) and totals. */
export const ReportTable = memo(function ReportTable(props: ReportTableProps) {
  const t = useT();
  const metricText = useMetricText();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const { report } = props;
  // The table alone follows its state in the URL: a sort re-renders nothing above it, and is
  // drawn before the URL is written.
  const [state, onStateChange] = useTableSearch(reportsRoute, { drawFirst: true });
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'label',
        header: t(`reports.grouping.${report?.grouping ?? 'date'}`),
        sortable: true,
        hideable: false,
        card: 'title',
        cell: (row) => (
          <RowLabel
            row={row}
            nested={row.nested ?? false}
            expanded={expanded.has(row.key)}
            onToggle={toggle}
            onDrillDown={props.onDrillDown}
          />
        ),
      },
      ...REPORT_METRICS[props.type].map<DataTableColumn<Row>>((metric) => ({
        id: metric,
        header: t(`reports.metric.${metric}`),
        sortable: true,
        sortDescFirst: true,
        align: 'end',
        cell: (row) => metricText(metric, row),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggle and metricText are stable in effect
    [t, report?.grouping, props.type, expanded, props.onDrillDown],
  );
  const rows = report?.events.rows;
  const { sort, order = 'asc', page: pageNumber, pageSize } = state;
  const { viewAll } = props;
  const page = useMemo(() => {
    if (!rows) return undefined;
    const sorted = sort ? sortRows(rows, sort, order) : rows;
    const shown = viewAll
      ? sorted
      : sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return expanded.size ? withChildren(shown, expanded) : shown;
  }, [rows, sort, order, pageNumber, pageSize, viewAll, expanded]);
  return (
    <div className="pp:flex pp:flex-col pp:gap-3">
      <DataTable
        label={t(`reports.tab.${props.type}`)}
        columns={columns}
        data={page}
        getRowId={rowId}
        rowAttributes={rowAttributes}
        state={state}
        onStateChange={onStateChange}
        // Sorted and paged above (children follow their parent), so the table takes them as given.
        total={rows?.length}
        paginate={!props.viewAll}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
      {report && report.events.rows.length > 0 && (
        <div
          data-slot="report-total"
          className="pp:flex pp:flex-wrap pp:gap-x-6 pp:gap-y-2 pp:rounded-lg pp:border pp:border-border pp:bg-muted pp:p-3 pp:text-sm"
        >
          <h2 className="pp:m-0 pp:text-sm pp:font-semibold">{t('reports.table.total')}</h2>
          <dl className="pp:m-0 pp:flex pp:flex-wrap pp:gap-x-6 pp:gap-y-2">
            {REPORT_METRICS[props.type].map((metric) => (
              <div key={metric} className="pp:flex pp:gap-1" data-total={metric}>
                <dt className="pp:text-muted-foreground">{t(`reports.metric.${metric}`)}:</dt>
                <dd className="pp:m-0 pp:font-medium">{metricText(metric, report.events.total)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
});
