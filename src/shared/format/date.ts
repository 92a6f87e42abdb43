// Dates and times as the publisher reads them: instants in the publisher's timezone (the
// profile's, else the host's default), calendar days as they are, relative times in the UI
// language. Everything goes through the page's one @formatjs/intl object.
import type { IntlShape } from '@formatjs/intl';
import { getIntl } from '../i18n/store';
import { sessionTimezone } from '../session';
import { parseDay } from './calendar';
import { NOT_AVAILABLE } from './number';

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** Defaults to the publisher's timezone. */
  timeZone?: string;
  /** Defaults to the page's intl object (the UI language). */
  intl?: IntlShape;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * An instant's date in the publisher's timezone: "Nov 23, 2026", "23 нояб. 2026 г."…
 * @internal no page shows a bare date now; the format tests pin it beside formatDateTime
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const { intl = getIntl(), timeZone = sessionTimezone() } = options;
  return intl.formatDate(date, { ...DATE, timeZone });
}

/** An instant's date and time (24 h) in the publisher's timezone: "Nov 23, 2026, 14:05". */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const { intl = getIntl(), timeZone = sessionTimezone() } = options;
  return intl.formatDate(date, { ...DATE, ...TIME, timeZone });
}

/** A calendar day "YYYY-MM-DD" in the UI language, independent of any timezone. */
export function formatDay(day: string | null | undefined, { intl = getIntl() } = {}): string {
  const parsed = day ? parseDay(day) : null;
  if (!parsed) return NOT_AVAILABLE;
  return intl.formatDate(Date.UTC(parsed.year, parsed.month - 1, parsed.day), {
    ...DATE,
    timeZone: 'UTC',
  });
}

/** "Nov 1, 2026 – Nov 30, 2026" */
export function formatDayRange(
  range: { from: string; to: string } | null | undefined,
  options: { intl?: IntlShape } = {},
): string {
  if (!range || !parseDay(range.from) || !parseDay(range.to)) return NOT_AVAILABLE;
  return `${formatDay(range.from, options)} – ${formatDay(range.to, options)}`;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "вчера", "2 小时前": the largest whole unit between `value` and `now`. */
export function formatRelativeTime(
  value: DateInput,
  { intl = getIntl(), now = Date.now() }: { intl?: IntlShape; now?: number } = {},
): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return intl.formatRelativeTime(Math.trunc(seconds / size), unit, { numeric: 'auto' });
}
