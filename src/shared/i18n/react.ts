import { useCallback, useSyncExternalStore } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { getIntl, subscribeIntl } from './store';

export function useIntl(): IntlShape {
  return useSyncExternalStore(subscribeIntl, getIntl, getIntl);
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** `const t = useT(); t('auth.login.title')` — re-renders when the language changes. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
