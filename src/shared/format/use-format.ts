import { useMemo } from 'react';
import { useIntl } from '../i18n/react';
import { sessionTimezone, useSession } from '../session';
import { formatDate, formatDateTime, formatDay, formatDayRange, formatRelativeTime } from './date';
import type { DateInput } from './date';
import { formatMoney, type MoneyOptions } from './number';

/**
 * The formatters bound to the UI language, the publisher's timezone and currency symbol; the
 * component re-renders when any of them changes.
 */
export function useFormat() {
  const intl = useIntl();
  const session = useSession();
  const timeZone = sessionTimezone(session);
  const symbol = session?.currency.symbol ?? '';
  return useMemo(
    () => ({
      timeZone,
      date: (value: DateInput) => formatDate(value, { intl, timeZone }),
      dateTime: (value: DateInput) => formatDateTime(value, { intl, timeZone }),
      day: (day: string) => formatDay(day, { intl }),
      dayRange: (range: { from: string; to: string }) => formatDayRange(range, { intl }),
      relative: (value: DateInput, now?: number) =>
        formatRelativeTime(value, { intl, ...(now === undefined ? {} : { now }) }),
      money: (amount: number | string | null | undefined, options: MoneyOptions = {}) =>
        formatMoney(amount, { symbol, ...options }),
    }),
    [intl, timeZone, symbol],
  );
}
