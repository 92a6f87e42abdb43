import {
  clearQueryCache,
  navigate,
  notify,
  paths,
  t as translate,
  useT,
} from '@publisher-platform/shared';
import { confirmEmailUpdate } from '../api/confirm';
import { TokenActionScreen } from './token-action-screen';
import { useTokenAction } from './use-token-action';

/** /publisher/email_update/confirm/{token}: confirms the new e-mail, then opens settings. */
export function EmailUpdateConfirmPage({ token }: { token: string }) {
  const t = useT();
  const state = useTokenAction('emailUpdate', token, confirmEmailUpdate, () => {
    clearQueryCache(); // the profile now carries the new e-mail
    navigate(paths.settings, { replace: true });
    notify.success(translate('auth.emailUpdate.done'));
  });
  return (
    <TokenActionScreen
      title={t('auth.emailUpdate.title')}
      progress={t('auth.emailUpdate.progress')}
      state={state}
    />
  );
}
