import { message, type FieldError } from '@publisher-platform/shared';

/** The earliest date of birth the profile takes. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Today as YYYY-MM-DD in UTC, the day the server compares a date of birth with. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * Optional; a date from 1900 up to today. The date field gives YYYY-MM-DD or nothing, so what
 * can be wrong is when it lies, and the message says that.
 */
export function dateOfBirthError(value: string, now = new Date()): FieldError | undefined {
  if (!value) return undefined;
  if (value > todayUtc(now)) return message('shell.settings.personal.dateOfBirthFuture');
  if (value < BIRTH_DATE_MIN) return message('shell.settings.personal.dateOfBirthTooEarly');
  return undefined;
}
