import { useEffect, useState } from 'react';
import {
  ApiError,
  AppLink,
  Button,
  PasswordPair,
  SkeletonText,
  clearQueryCache,
  errorText,
  getFingerprint,
  navigate,
  passwordPairRules,
  paths,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { AuthHeading } from '../../components/auth-heading';
import { ResultPanel } from '../../components/result-panel';
import { checkResetToken, resetPassword } from '../api/reset';

type LinkState = { status: 'checking' | 'usable' } | { status: 'invalid'; message: string };

/**
 * Whether the mailed link can still set a password, asked when the page opens. Only the server's
 * "no" (404: used, expired or unknown) hides the form; when the check itself fails the form is
 * shown, and saving tells.
 */
function useResetLink(token: string): [LinkState, (message: string) => void] {
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  useEffect(() => {
    let active = true;
    checkResetToken(token).then(
      () => active && setState({ status: 'usable' }),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'invalid', message: errorText(error) });
        } else setState({ status: 'usable' });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);
  return [state, (message) => setState({ status: 'invalid', message })];
}

/** /publisher/reset_password/confirm/{token}: new password twice; success → the dashboard. A link
 *  that can no longer set a password says so, with the way to ask for a new one. */
export function ResetConfirmForm({ token }: { token: string }) {
  const t = useT();
  const [link, setInvalid] = useResetLink(token);
  const form = useForm({
    initialValues: { plainPassword: '', repeatPlainPassword: '' },
    validate: passwordPairRules(),
    onSubmit: async (v) => {
      try {
        await resetPassword(token, { ...v, fingerprint: await getFingerprint() });
      } catch (error) {
        // A link used up meanwhile is not a problem of the typed passwords.
        if (error instanceof ApiError && error.status === 400) return setInvalid(errorText(error));
        throw error;
      }
      clearQueryCache();
      navigate(paths.dashboard, { replace: true });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="pp-reset-confirm-title"
      aria-busy={link.status === 'checking' || undefined}
      className="pp:flex pp:flex-col pp:gap-4"
    >
      <AuthHeading id="pp-reset-confirm-title">{t('auth.resetConfirm.title')}</AuthHeading>
      {link.status === 'checking' ? (
        <div role="status" className="pp:flex pp:flex-col pp:gap-3">
          <p className="pp:m-0 pp:text-muted-foreground">{t('auth.resetConfirm.checking')}</p>
          <SkeletonText lines={3} />
        </div>
      ) : link.status === 'invalid' ? (
        <ResultPanel
          tone="error"
          autoFocus
          actions={<AppLink href={paths.resetPassword}>{t('auth.resetConfirm.again')}</AppLink>}
        >
          {link.message}
        </ResultPanel>
      ) : (
        <>
          <PasswordPair
            field={form.field}
            label={t('auth.resetConfirm.password')}
            repeatLabel={t('auth.resetConfirm.repeat')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('auth.resetConfirm.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
