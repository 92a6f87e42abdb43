import { Suspense } from 'react';
import type { DayRange } from '../../format/calendar';
import { lazyUiPart } from '../lazy-ui';
import { Skeleton } from '../skeleton';

// The trigger loads with the other lazy UI parts; react-day-picker and date-fns load only when
// the picker is first opened (date-range-picker/lazy).
const DateRangePickerImpl = lazyUiPart((ui) => ui.DateRangePickerImpl);

export interface DateRangePickerProps {
  /** Days "YYYY-MM-DD" (e.g. the route's `from`/`to` search params). A missing or invalid end
   *  shows the default range, the last 30 days; a reversed one is sorted; no day after today. */
  value?: { from?: string | undefined; to?: string | undefined };
  /** Called with a complete range, sorted ascending. */
  onChange: (range: DayRange) => void;
  /** The publisher's timezone by default: "today" is the day they are living in. */
  timeZone?: string;
  /** The week presets of report screens (This week, Last week). */
  withReportPresets?: boolean;
  className?: string;
}

/** A date range with presets, typed fields and a calendar (week starts Monday). */
export const DateRangePicker = (props: DateRangePickerProps) => (
  <Suspense fallback={<Skeleton className="pp:h-9 pp:w-56" />}>
    <DateRangePickerImpl {...props} />
  </Suspense>
);
