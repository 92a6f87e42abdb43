// Which groupings a report offers, for this publisher and these filters. The goal grouping is
// only on Revenue and Goal performance; the smartlink grouping is hidden on Goal performance and
// needs ROLE_SMARTLINKS; the landing grouping needs the custom-landings role; offer grouping is
// disabled while smartlinks are filtered and smartlink grouping while offers are. A grouping that
// is not allowed falls back to date.
import type { GroupedReportType, Grouping, NestedGrouping, ReportFilters } from './search';
import { GROUPINGS, NESTED_GROUPINGS } from './search';

export const CUSTOM_LANDINGS_ROLE = 'ROLE_CUSTOM_LANDINGS';
export const SMARTLINKS_ROLE = 'ROLE_SMARTLINKS';

export interface GroupingOption {
  value: Grouping;
  disabled: boolean;
}

export function groupingOptions(
  report: GroupedReportType,
  roles: readonly string[],
  filters: ReportFilters,
): GroupingOption[] {
  const hidden = (grouping: Grouping) =>
    (grouping === 'offerGoal' && report === 'summary') ||
    (grouping === 'smartlinkCampaign' &&
      (report === 'goalPerformance' || !roles.includes(SMARTLINKS_ROLE))) ||
    (grouping === 'offerLink' && !roles.includes(CUSTOM_LANDINGS_ROLE));
  return GROUPINGS.filter((grouping) => !hidden(grouping)).map((value) => ({
    value,
    disabled:
      (value === 'offerCampaign' && Boolean(filters.smartlinkCampaign)) ||
      (value === 'smartlinkCampaign' && Boolean(filters.offerCampaignRelativeId)),
  }));
}

/** The grouping shown: the requested one when allowed, else date. */
export function effectiveGrouping(
  requested: string | undefined,
  report: GroupedReportType,
  roles: readonly string[],
  filters: ReportFilters,
): Grouping {
  const option = groupingOptions(report, roles, filters).find((o) => o.value === requested);
  return option && !option.disabled ? option.value : 'date';
}

/** The default additional grouping: an offer's landing pages, a smartlink's offers. */
export const DEFAULT_NESTED: Partial<Record<Grouping, NestedGrouping>> = {
  offerCampaign: 'offerLink',
  smartlinkCampaign: 'offerCampaign',
};

/**
 * The additional (second-level) groupings offer and smartlink rows can take: the default first,
 * then every grouping this report and account offer but the row's own; offer goal and smartlink
 * exclude each other there (no goal under a smartlink, no smartlink under an offer). Other rows
 * have none.
 */
export function nestedOptions(
  grouping: Grouping,
  report: GroupedReportType,
  roles: readonly string[],
): NestedGrouping[] {
  const fallback = DEFAULT_NESTED[grouping];
  if (!fallback) return [];
  const offered = new Set<string>(groupingOptions(report, roles, {}).map((o) => o.value));
  const excluded = grouping === 'smartlinkCampaign' ? 'offerGoal' : 'smartlinkCampaign';
  return [
    fallback,
    ...NESTED_GROUPINGS.filter(
      (key) => key !== fallback && key !== grouping && key !== excluded && offered.has(key),
    ),
  ];
}

/** The additional grouping shown: the requested one when allowed, else the default. */
export function effectiveNested(
  requested: string | undefined,
  grouping: Grouping,
  report: GroupedReportType,
  roles: readonly string[],
): NestedGrouping | undefined {
  const options = nestedOptions(grouping, report, roles);
  return options.find((key) => key === requested) ?? options[0];
}
