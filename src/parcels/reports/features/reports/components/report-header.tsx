import type { ReactNode } from 'react';
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
  onRefresh: () => void;
  refreshing: boolean;
  filters?: {
    value: ReportFilters;
    onApply: (next: ReportFilters) => void;
    fields: (draft: ReportFilters, change: (patch: ReportFilters) => void) => ReactNode;
  };
  viewAll?: { on: boolean; toggle: () => void };
  exportButton?: ReactNode;
  /** Grouping select and such, before the buttons. */
  children?: ReactNode;
}

/** The header every report shares: title, range, refresh, filters, "View all" and export. */
export function ReportHeader(props: ReportHeaderProps) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-3">
      <PageTitle
        title={t('reports.reports.title')}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
        actions={
          <DateRangePicker value={props.range} onChange={props.onRangeChange} withReportPresets />
        }
      />
      <TimezoneNotice range={[props.range.from, props.range.to]} />
      <div data-slot="toolbar" className="pp:flex pp:flex-wrap pp:items-end pp:gap-2">
        {props.children}
        <div className="pp:ms-auto pp:flex pp:flex-wrap pp:gap-2">
          {props.filters && (
            <FiltersDrawer<ReportFilters>
              value={props.filters.value}
              emptyValue={{}}
              onApply={props.filters.onApply}
            >
              {props.filters.fields}
            </FiltersDrawer>
          )}
          {props.viewAll && (
            <Button
              variant="outline"
              aria-pressed={props.viewAll.on}
              onClick={props.viewAll.toggle}
            >
              {t('reports.viewAll')}
            </Button>
          )}
          {props.exportButton}
        </div>
      </div>
    </div>
  );
}
