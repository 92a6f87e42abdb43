import { useState } from 'react';
import {
  ApiError,
  Button,
  TextField,
  VALIDATION,
  filled,
  getFingerprint,
  holds,
  isEmail,
  message,
  navigate,
  notBlank,
  paths,
  rule,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { AuthHeading } from '../../components/auth-heading';
import { ResultPanel } from '../../components/result-panel';
import { requestPasswordReset } from '../api/reset';

/** Required, not blank, then a valid address. */
const EMAIL = rule(filled(), notBlank(), holds(isEmail, VALIDATION.email));

/** /publisher/reset_password: e-mail, Back and submit; one request in flight at most. */
export function ResetRequestForm() {
  const t = useT();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: EMAIL },
    onSubmit: async (v) => {
      setSent(false);
      try {
        await requestPasswordReset(v.email.trim(), await getFingerprint());
      } catch (error) {
        // Too many requests from here: how long to wait, in the publisher's language (the
        // login form's helper is not imported: this screen's chunk would split the login's).
        if (!(error instanceof ApiError) || error.status !== 429) throw error;
        const seconds = Number((error.data as { retryAfter?: unknown } | undefined)?.retryAfter);
        const minutes = Math.max(1, Math.ceil((seconds || 60) / 60));
        form.setErrors({ email: message('auth.throttled', { minutes }) });
        return;
      }
      setSent(true);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="pp-reset-title"
      className="pp:flex pp:flex-col pp:gap-4"
    >
      <AuthHeading id="pp-reset-title">{t('auth.reset.title')}</AuthHeading>
      {sent ? (
        <ResultPanel tone="success" autoFocus>
          {t('auth.reset.sent')}
        </ResultPanel>
      ) : (
        <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">{t('auth.reset.intro')}</p>
      )}
      <TextField
        label={t('auth.reset.email')}
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:sm:flex-row pp:sm:justify-between">
        <Button variant="outline" onClick={() => navigate(paths.login)}>
          {t('auth.reset.back')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('auth.reset.submit')}
        </Button>
      </div>
    </form>
  );
}
