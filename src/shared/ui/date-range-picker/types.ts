import type { DayRange } from '../../format/calendar';

export interface DateRangePickerProps {
  /** Days "YYYY-MM-DD" (e.g. the route's `from`/`to` search params). A missing or invalid end
   *  shows the default range, the last 30 days; a reversed one is sorted; no day after today. */
  value?: { from?: string | undefined; to?: string | undefined };
  /** Called with a complete range, sorted ascending. */
  onChange: (range: DayRange) => void;
  /** The publisher's timezone by default: "today" is the day they are living in. */
  timeZone?: string;
  /** The longest range that can be applied, in days (both ends included): the API's limit by
   *  default. A longer one, typed or picked, is refused in words. */
  maxDays?: number;
  /** The week presets of report screens (This week, Last week). */
  withReportPresets?: boolean;
  className?: string;
}
