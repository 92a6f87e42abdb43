import { useState } from 'react';
import {
  ApiError,
  AppLink,
  Button,
  PasswordPair,
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
import { resetPassword } from '../api/reset';

/** /publisher/reset_password/confirm/{token}: new password twice; success → the dashboard. */
export function ResetConfirmForm({ token }: { token: string }) {
  const t = useT();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { plainPassword: '', repeatPlainPassword: '' },
    validate: passwordPairRules(),
    onSubmit: async (v) => {
      setLinkError(null);
      try {
        await resetPassword(token, { ...v, fingerprint: await getFingerprint() });
      } catch (error) {
        // An invalid or expired link is not a problem of the typed passwords.
        if (error instanceof ApiError && error.status === 400)
          return setLinkError(errorText(error));
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
      className="pp:flex pp:flex-col pp:gap-4"
    >
      <AuthHeading id="pp-reset-confirm-title">{t('auth.resetConfirm.title')}</AuthHeading>
      {linkError && (
        <ResultPanel
          tone="error"
          autoFocus
          actions={<AppLink href={paths.resetPassword}>{t('auth.resetConfirm.again')}</AppLink>}
        >
          {linkError}
        </ResultPanel>
      )}
      <PasswordPair
        field={form.field}
        label={t('auth.resetConfirm.password')}
        repeatLabel={t('auth.resetConfirm.repeat')}
      />
      <Button type="submit" loading={form.submitting}>
        {t('auth.resetConfirm.submit')}
      </Button>
    </form>
  );
}
