import * as v from 'valibot';
import { dateRangeEntries, tableSearch } from '@publisher-platform/shared';
import { SUB_FILTERS } from '../../reports/lib/search';

export const CONVERSION_FILTERS = [
  'offerCampaignRelativeId',
  'smartlinkCampaign',
  'offerGoalTitle',
  'status',
  'country',
  ...SUB_FILTERS,
] as const;
export type ConversionFilterKey = (typeof CONVERSION_FILTERS)[number];
export type ConversionFilters = Partial<Record<ConversionFilterKey, string>>;
export const CONVERSION_STATUSES = ['approved', 'pending', 'declined'] as const;

const text = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000))),
  undefined,
);

export const conversionsSearch = v.object({
  ...dateRangeEntries,
  ...tableSearch.entries,
  ...(Object.fromEntries(CONVERSION_FILTERS.map((key) => [key, text])) as Record<
    ConversionFilterKey,
    typeof text
  >),
});
export type ConversionsSearch = v.InferOutput<typeof conversionsSearch>;

export const conversionFiltersOf = (search: ConversionsSearch): ConversionFilters =>
  Object.fromEntries(
    CONVERSION_FILTERS.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]),
  );
