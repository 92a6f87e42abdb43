// Calendar days ("YYYY-MM-DD") and date ranges of filters and reports. Day arithmetic needs no
// timezone; only "today" does, and that is read in the publisher's timezone. This file stays free
// of date libraries: it is in shared's entry, which the login page downloads.
export interface DayRange {
  /** First day, "YYYY-MM-DD". */
  from: string;
  /** Last day (inclusive), "YYYY-MM-DD". */
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The parts of a valid calendar day, or null ("2026-02-30" is not one). */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    return null;
  return { year, month, day: date };
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && parseDay(value) !== null;

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`Not a day: ${day}`);
  const utc = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in `timeZone` (the calendar day the publisher is living in). */
export function todayIn(timeZone: string, now: number | Date = Date.now()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  return `${pad(Number(parts.year), 4)}-${pad(Number(parts.month))}-${pad(Number(parts.day))}`;
}

/** The default range of every date filter: the last 30 days, today included. */
export function defaultDateRange(timeZone: string, now: number | Date = Date.now()): DayRange {
  const today = todayIn(timeZone, now);
  return { from: addDays(today, -29), to: today };
}

/**
 * The longest range the report API answers, in days, the first and the last included: a picker
 * offers no longer one (the API refuses it with 400).
 */
export const MAX_RANGE_DAYS = 400;

/** How many days the range holds, both ends included (Nov 1 – Nov 1 is 1). */
export function rangeDays({ from, to }: DayRange): number {
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) return 0;
  const ms = Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day);
  return Math.abs(Math.round(ms / 86_400_000)) + 1;
}

/** The range with its days in ascending order. */
export const sortRange = ({ from, to }: DayRange): DayRange =>
  from <= to ? { from, to } : { from: to, to: from };

/**
 * A range read from the URL or typed by the user, made usable: both days valid (else the
 * default range), sorted ascending, and no day after today in `timeZone`.
 */
export function normalizeRange(
  range: { from?: string | undefined; to?: string | undefined } | null | undefined,
  timeZone: string,
  now: number | Date = Date.now(),
): DayRange {
  if (!range || !isDay(range.from) || !isDay(range.to)) return defaultDateRange(timeZone, now);
  const today = todayIn(timeZone, now);
  const sorted = sortRange({ from: range.from, to: range.to });
  return {
    from: sorted.from > today ? today : sorted.from,
    to: sorted.to > today ? today : sorted.to,
  };
}

/**
 * The form the API takes: "YYYY-MM-DD HH:mm:ss - YYYY-MM-DD HH:mm:ss", from the first second of
 * the first day to the last second of the last day, as wall-clock times in the publisher's
 * timezone (the server knows the publisher's timezone; no conversion to UTC here).
 */
export const toApiDateRange = ({ from, to }: DayRange): string =>
  `${from} 00:00:00 - ${to} 23:59:59`;

/**
 * One day as a date row's range: from its first second to the first second of the next day (a
 * date row's range end is plus one day; the API reads an end at midnight as exclusive).
 */
export const toApiDayRange = (day: string): string =>
  `${day} 00:00:00 - ${addDays(day, 1)} 00:00:00`;

/**
 * Only digits and '-' reach the field ("YYYY-MM-DD"); anything else typed or pasted is dropped.
 * A digit typed right after "YYYY" or "YYYY-MM" gets its dash (phone keypads often have none):
 * "20261101" → "2026-11-01".
 */
export function keepDayCharacters(text: string): string {
  let kept = '';
  for (const char of text.replace(/[^\d-]/g, '')) {
    if (char !== '-' && /^\d{4}(-\d{2})?$/.test(kept)) kept += '-';
    kept += char;
  }
  return kept.slice(0, 10);
}
