import { memo, useMemo, type ReactNode } from 'react';
import {
  Button,
  DateRangePicker,
  FiltersDrawer,
  PageTitle,
  TimezoneNotice,
  useT,
  type DayRange,
} from '@publisher-platform/shared';
import type { ReportFilters } from '../lib/search';

interface ReportHeaderProps {
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  /** Said next to the picker (how the grouping reads the range). */
  rangeNote?: string | null;
  onRefresh: () => void;
  refreshing: boolean;
  filters?: {
    value: ReportFilters;
    /** The filters applied, when not every field of `value` is. */
    count?: number;
    canApply?: (draft: ReportFilters) => boolean;
    onApply: (next: ReportFilters) => void;
    fields: (draft: ReportFilters, change: (patch: ReportFilters) => void) => ReactNode;
  };
  viewAll?: { on: boolean; toggle: () => void };
  exportButton?: ReactNode;
  /** Grouping select and such, before the buttons. */
  children?: ReactNode;
}

/**
 * The header every report shares: title, range, refresh, filters, "View all" and export. The
 * report's answer changes only the refresh button: the rest is kept while its props are.
 */
export const ReportHeader = memo(function ReportHeader(props: ReportHeaderProps) {
  const t = useT();
  const { range, onRangeChange, rangeNote, filters, viewAll, exportButton, children } = props;
  const picker = useMemo(
    () => (
      <>
        <DateRangePicker value={range} onChange={onRangeChange} withReportPresets />
        {rangeNote && (
          <p
            role="status"
            data-slot="range-note"
            className="pp:m-0 pp:text-sm pp:text-muted-foreground"
          >
            {rangeNote}
          </p>
        )}
      </>
    ),
    [range, onRangeChange, rangeNote],
  );
  const rest = useMemo(
    () => (
      <>
        <TimezoneNotice range={[range.from, range.to]} />
        <div data-slot="toolbar" className="pp:flex pp:flex-wrap pp:items-end pp:gap-2">
          {children}
          <div className="pp:ms-auto pp:flex pp:flex-wrap pp:gap-2">
            {filters && (
              <FiltersDrawer<ReportFilters>
                value={filters.value}
                {...(filters.count !== undefined && { count: filters.count })}
                {...(filters.canApply && { canApply: filters.canApply })}
                emptyValue={{}}
                onApply={filters.onApply}
              >
                {filters.fields}
              </FiltersDrawer>
            )}
            {viewAll && (
              <Button variant="outline" aria-pressed={viewAll.on} onClick={viewAll.toggle}>
                {t('reports.viewAll')}
              </Button>
            )}
            {exportButton}
          </div>
        </div>
      </>
    ),
    [t, range, filters, viewAll, exportButton, children],
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-3">
      <PageTitle
        title={t('reports.reports.title')}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
        actions={picker}
      />
      {rest}
    </div>
  );
});
