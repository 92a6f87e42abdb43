// Timezone arithmetic with @date-fns/tz: UTC offsets and wall-clock times of a zone as instants.
// Imported only by the kit's signed-in parts (the timezone notice, the date range picker's panel)
// and never from this folder's index nor shared's core, so the login page does not download the
// timezone library.
import { TZDate, tzOffset } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');

/** "UTC+01:00": the offset of `timeZone` at the instant `at`. */
export function formatUtcOffset(timeZone: string, at: Date): string {
  const minutes = tzOffset(timeZone, at);
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant of a wall-clock time "YYYY-MM-DD[ HH:mm[:ss]]" in `timeZone`; a date without a
 * time is the start of that day, or its last second with `endOfDay`.
 */
export function wallClockToInstant(wall: string, timeZone: string, endOfDay = false): Date {
  const [date = '', time] = wall.trim().split(/[ T]/);
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = (time ?? (endOfDay ? '23:59:59' : '00:00:00'))
    .split(':')
    .map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone).getTime());
}

/** "YYYY-MM-DD" of a date read in its own zone (a TZDate) or the runtime's. */
export const dayOf = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
