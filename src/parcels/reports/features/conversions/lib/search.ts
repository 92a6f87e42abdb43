import * as v from 'valibot';
import {
  CONVERSION_REASONS,
  CONVERSION_STATUSES,
  dateRangeEntries,
  tableSearch,
  tabSearch,
} from '@publisher-platform/shared';
import { SUB_FILTERS, filterText } from '../../reports/lib/search';

export const CONVERSION_FILTERS = [
  'offerCampaignRelativeId',
  'smartlinkCampaign',
  'offerGoalTitle',
  'status',
  'reason',
  'country',
  ...SUB_FILTERS,
] as const;
export type ConversionFilterKey = (typeof CONVERSION_FILTERS)[number];
export type ConversionFilters = Partial<Record<ConversionFilterKey, string>>;
export { CONVERSION_REASONS, CONVERSION_STATUSES };

/** The page's tabs (`?tab=claims`); the conversions list is the default, left out of the URL. */
export const CONVERSION_TABS = ['conversions', 'claims'] as const;
export type ConversionTab = (typeof CONVERSION_TABS)[number];

export const conversionsSearch = v.object({
  ...tabSearch(CONVERSION_TABS).entries,
  ...dateRangeEntries,
  ...tableSearch.entries,
  // The same as the reports' filters: a number (`?offerCampaignRelativeId=1006`) is kept too.
  ...(Object.fromEntries(CONVERSION_FILTERS.map((key) => [key, filterText])) as Record<
    ConversionFilterKey,
    typeof filterText
  >),
});
export type ConversionsSearch = v.InferOutput<typeof conversionsSearch>;

export const conversionFiltersOf = (search: ConversionsSearch): ConversionFilters =>
  Object.fromEntries(
    CONVERSION_FILTERS.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]),
  );
