import { clearQueryCache, navigate, paths, useT } from '@publisher-platform/shared';
import { confirmRegistration } from '../api/confirm';
import { TokenActionScreen } from './token-action-screen';
import { useTokenAction } from './use-token-action';

/** /publisher/register/confirm/{token}: activates the account and signs in, then the dashboard. */
export function RegisterConfirmPage({ token }: { token: string }) {
  const t = useT();
  const state = useTokenAction('register', token, confirmRegistration, () => {
    clearQueryCache();
    navigate(paths.dashboard, { replace: true });
  });
  return (
    <TokenActionScreen
      title={t('auth.confirm.title')}
      progress={t('auth.confirm.progress')}
      state={state}
    />
  );
}
