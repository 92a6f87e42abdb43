import { useSyncExternalStore } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { getIntl, getTranslate, subscribeIntl, type Translate } from './store';

export function useIntl(): IntlShape {
  return useSyncExternalStore(subscribeIntl, getIntl, getIntl);
}

export type { Translate };

/** `const t = useT(); t('auth.login.title')` — re-renders when the language changes. */
export function useT(): Translate {
  return useSyncExternalStore(subscribeIntl, getTranslate, getTranslate);
}
