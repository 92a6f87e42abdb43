import type { IntlShape } from '@formatjs/intl';
import { useIntl } from '../i18n/react';
import { sessionTimezone, useSession } from '../session';

/**
 * The options every formatter takes, for the current UI language and the publisher's timezone:
 * `const options = useFormatOptions(); formatDateTime(row.createdAt, options)`. The component
 * re-renders when the language or the profile's timezone changes.
 */
export function useFormatOptions(): { intl: IntlShape; timeZone: string } {
  const intl = useIntl();
  const timeZone = sessionTimezone(useSession());
  return { intl, timeZone };
}
