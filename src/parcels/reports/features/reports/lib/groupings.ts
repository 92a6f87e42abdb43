// Which groupings a report offers, for this publisher and these filters. The goal grouping is
// only on Revenue and Goal performance; the smartlink grouping is hidden on Goal performance and
// needs ROLE_SMARTLINKS; the landing grouping needs the custom-landings role; offer grouping is
// disabled while smartlinks are filtered and smartlink grouping while offers are. A grouping that
// is not allowed falls back to date.
import type { GroupedReportType, Grouping, ReportFilters } from './search';
import { GROUPINGS } from './search';

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

/** The additional (second-level) grouping of a row: a goal or a smartlink's offers, never both. */
export const NESTED_OF: Partial<Record<Grouping, string>> = {
  offerCampaign: 'subOfferCampaign',
  smartlinkCampaign: 'subSmartlinkCampaign',
};
