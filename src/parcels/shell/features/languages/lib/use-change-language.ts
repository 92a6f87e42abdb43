import { useState } from 'react';
import {
  getLocale,
  handleApiError,
  notify,
  setLocale,
  t,
  type Locale,
} from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';

/**
 * The language is PATCHed to the profile (the answer merged into the session); on
 * success the UI switches (every namespace loaded first), the _locale cookie is written and
 * "Language updated" shows; a failure goes to the general error handler.
 */
export function useChangeLanguage() {
  const update = useUpdateProfile();
  const [pending, setPending] = useState(false);
  const change = async (next: Locale): Promise<void> => {
    if (next === getLocale() || pending) return;
    setPending(true);
    try {
      await update.mutateAsync({ language: next });
      await setLocale(next);
      notify.success(t('shell.language.updated'));
    } catch (error) {
      handleApiError(error);
    } finally {
      setPending(false);
    }
  };
  return { change, pending };
}
