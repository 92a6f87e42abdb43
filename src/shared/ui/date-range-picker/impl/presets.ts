// The preset ranges of the date range picker, computed on the publisher's calendar: "today" is
// read in their timezone (a TZDate), and every range ends today at the latest.
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
} from 'date-fns';
import type { DayRange } from '../../../format/calendar';
import { dayOf } from '../../../format/zoned';

export const BASIC_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'last3Months',
] as const;
/** Reports add week presets (the day presets Today and Yesterday are in the basic list). */
export const REPORT_PRESETS = ['thisWeek', 'lastWeek'] as const;
export type PresetId = (typeof BASIC_PRESETS)[number] | (typeof REPORT_PRESETS)[number];

const MONDAY = { weekStartsOn: 1 } as const;

const RANGES: Record<PresetId, (today: TZDate) => [Date, Date]> = {
  today: (today) => [today, today],
  yesterday: (today) => [subDays(today, 1), subDays(today, 1)],
  last7Days: (today) => [subDays(today, 6), today],
  last30Days: (today) => [subDays(today, 29), today],
  thisMonth: (today) => [startOfMonth(today), today],
  lastMonth: (today) => [startOfMonth(subMonths(today, 1)), endOfMonth(subMonths(today, 1))],
  // Three months back, today included: Nov 23 → Aug 24 … Nov 23.
  last3Months: (today) => [addDays(subMonths(today, 3), 1), today],
  thisWeek: (today) => [startOfWeek(today, MONDAY), today],
  lastWeek: (today) => [
    startOfWeek(subDays(today, 7), MONDAY),
    endOfWeek(subDays(today, 7), MONDAY),
  ],
};

/** The preset's days for `now` in `timeZone`. */
export function presetRange(id: PresetId, timeZone: string, now: number | Date): DayRange {
  const today = new TZDate(typeof now === 'number' ? now : now.getTime(), timeZone);
  const [from, to] = RANGES[id](today);
  return { from: dayOf(from), to: dayOf(to) };
}

/** A calendar day as a TZDate at midnight in `timeZone` (what DayPicker's `timeZone` expects). */
export function dayToDate(day: string, timeZone: string): TZDate {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, timeZone);
}

/** A date DayPicker hands back, as the calendar day it shows in `timeZone`. */
export const dateToDay = (date: Date, timeZone: string): string =>
  dayOf(new TZDate(date.getTime(), timeZone));
