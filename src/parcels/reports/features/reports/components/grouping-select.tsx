import { memo } from 'react';
import {
  ExportButton,
  Select,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { reportsRoute } from '../../../routes';
import { reportExportPath, reportSearchParams, type ReportParams } from '../api/reports';
import { groupingOptions, nestedOptions } from '../lib/groupings';
import type {
  GroupedReportType,
  Grouping,
  NestedGrouping,
  ReportFilters,
  ReportsSearch,
} from '../lib/search';

/**
 * The grouping, and for offers and smartlinks the additional grouping of their nested rows; Hour
 * narrows the range to one day in the URL (the route's search does).
 */
export const GroupingSelect = memo(function GroupingSelect(props: {
  type: GroupedReportType;
  roles: readonly string[];
  filters: ReportFilters;
  value: Grouping;
  nested: NestedGrouping | undefined;
}) {
  const t = useT();
  const setSearch = useSetRouteSearch(reportsRoute);
  const options = groupingOptions(props.type, props.roles, props.filters).map((option) => ({
    ...option,
    label: t(`reports.grouping.${option.value}`),
  }));
  const nested = nestedOptions(props.value, props.type, props.roles).map((value) => ({
    value,
    label: t(`reports.grouping.${value}`),
  }));
  return (
    <>
      <Select
        label={t('reports.grouping.label')}
        className="pp:w-56"
        options={options}
        value={props.value}
        onValueChange={(value) =>
          void setSearch({
            grouping: value as Grouping,
            nestedGrouping: undefined,
            page: 1,
            sort: undefined,
            order: undefined,
          })
        }
      />
      {props.nested && nested.length > 0 && (
        <Select
          label={t('reports.grouping.nested')}
          className="pp:w-56"
          options={nested}
          value={props.nested}
          onValueChange={(value) =>
            void setSearch({ nestedGrouping: value as NestedGrouping, page: 1 })
          }
        />
      )}
    </>
  );
});

const sortOf = ({ sort, order }: ReportsSearch) => ({ sort, order });

/** The CSV in the table's order: the only part of the header that follows the sort. */
export function ReportExport({ type, params }: { type: GroupedReportType; params: ReportParams }) {
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
