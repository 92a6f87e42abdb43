import { MAX_RANGE_DAYS, rangeDays, useT, type DayRange } from '@publisher-platform/shared';

/**
 * Why the API would refuse the range (a link with one over 400 days; the picker offers none),
 * in the reader's language, or null. A page then sends nothing and shows this instead.
 */
export function useRangeLimit(range: DayRange): string | null {
  const t = useT();
  return rangeDays(range) > MAX_RANGE_DAYS
    ? t('shared.dateRange.tooLong', { max: MAX_RANGE_DAYS })
    : null;
}
