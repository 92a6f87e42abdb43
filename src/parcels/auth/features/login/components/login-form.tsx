import { useState } from 'react';
import {
  type ApiError,
  AppLink,
  Button,
  Checkbox,
  TextField,
  clearQueryCache,
  VALIDATION,
  filled,
  getFingerprint,
  lazyPart,
  message,
  navigate,
  paths,
  requiredNotBlankRule,
  rule,
  signInTarget,
  styledChunk,
  takeSessionEnded,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { login } from '../api/login';

interface LoginValues extends Record<string, unknown> {
  username: string;
  password: string;
  remember: boolean;
}

// The code step of two-factor sign-in loads only for an account that has it (login page budget).
const CodeStep = lazyPart(
  styledChunk(() => import('../../../screens/two-factor')),
  (m) => m.CodeStep,
);

// Signing in checks only that a password was typed (spaces may belong to it).
const PASSWORD = rule(filled(VALIDATION.passwordRequired));

export function LoginForm() {
  const t = useT();
  const [sessionEnded] = useState(takeSessionEnded);
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '', remember: true },
    serverErrorField: 'password',
    validate: { username: requiredNotBlankRule, password: PASSWORD },
    onSubmit: async (v) => {
      // FingerprintJS loads on the first submit only (login page budget).
      const fingerprint = await getFingerprint();
      try {
        await login({
          username: v.username,
          password: v.password,
          _remember_me: v.remember,
          fingerprint,
        });
      } catch (error) {
        // 429, too many wrong passwords: how long to wait (retryAfter seconds), in the
        // publisher's language. Anything else is the form's usual server error.
        const { status, data } = error as ApiError & {
          data?: { retryAfter?: number; twoFactorRequired?: boolean };
        };
        if (status === 401 && data?.twoFactorRequired) return setCodeStep(true);
        if (status !== 429) throw error;
        const minutes = Math.ceil((data?.retryAfter || 60) / 60);
        form.setErrors({ password: message('auth.throttled', { minutes }) });
        return;
      }
      clearQueryCache();
      // Back to the page the publisher came for (Back then skips this form).
      navigate(signInTarget(), { replace: true });
    },
  });
  if (codeStep) {
    const back = (expired: boolean) => {
      setCodeStep(false);
      if (expired) form.setErrors({ password: message('auth.twoFactor.expired') });
    };
    return <CodeStep onBack={back} />;
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      aria-labelledby="pp-login-title"
    >
      <h1 id="pp-login-title" className="pp:m-0 pp:text-2xl pp:font-semibold">
        {t('auth.login.title')}
      </h1>
      {sessionEnded && (
        <p role="status" className="pp:m-0 pp:rounded-md pp:bg-muted pp:p-3 pp:text-sm">
          {t('auth.login.sessionEnded')}
        </p>
      )}
      <TextField
        label={t('auth.login.username')}
        autoComplete="username"
        {...form.field('username')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="pp:flex pp:items-center pp:justify-between pp:gap-2">
        <Checkbox
          label={t('auth.login.remember')}
          checked={form.values.remember}
          onChange={(event) => form.setValue('remember', event.target.checked)}
        />
        <AppLink href={paths.resetPassword} className="pp:text-sm">
          {t('auth.login.forgot')}
        </AppLink>
      </div>
      <Button type="submit" loading={form.submitting}>
        {t('auth.login.submit')}
      </Button>
      <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">
        {t('auth.login.noAccount')}{' '}
        <AppLink href={paths.register}>{t('auth.login.signUp')}</AppLink>
      </p>
    </form>
  );
}
