import { useEffect, useRef } from 'react';
import {
  ApiError,
  Button,
  Checkbox,
  TextField,
  clearQueryCache,
  message,
  navigate,
  requiredNotBlankRule,
  signInTarget,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { sendLoginCode } from '../api/login-code';

interface CodeValues extends Record<string, unknown> {
  code: string;
  trustBrowser: boolean;
}

export interface CodeStepProps {
  /** Back to the password (the publisher's choice, or the pending sign-in expired). */
  onBack: (expired: boolean) => void;
}

/** After the right password of an account with two-factor sign-in: the code, then in. */
export function CodeStep({ onBack }: CodeStepProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const form = useForm<CodeValues>({
    initialValues: { code: '', trustBrowser: false },
    serverErrorField: 'code',
    validate: { code: requiredNotBlankRule },
    onSubmit: async (v) => {
      try {
        await sendLoginCode({ code: v.code.trim(), trustBrowser: v.trustBrowser });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 401) return onBack(true);
        if (error.status !== 429) throw error;
        // Too many wrong codes (and passwords): how long to wait, in the publisher's language.
        const seconds = Number((error.data as { retryAfter?: unknown } | undefined)?.retryAfter);
        form.setErrors({
          code: message('auth.throttled', { minutes: Math.ceil((seconds || 60) / 60) }),
        });
        return;
      }
      clearQueryCache();
      navigate(signInTarget(), { replace: true });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      aria-labelledby="pp-two-factor-title"
      data-slot="two-factor-step"
    >
      <h1 id="pp-two-factor-title" className="pp:m-0 pp:text-2xl pp:font-semibold">
        {t('auth.twoFactor.title')}
      </h1>
      <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">{t('auth.twoFactor.explain')}</p>
      <TextField
        ref={input}
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={16}
        {...form.field('code')}
      />
      <Checkbox
        label={t('auth.twoFactor.trust')}
        checked={form.values.trustBrowser}
        onChange={(event) => form.setValue('trustBrowser', event.target.checked)}
      />
      <Button type="submit" loading={form.submitting}>
        {t('auth.twoFactor.submit')}
      </Button>
      <Button variant="ghost" onClick={() => onBack(false)}>
        {t('auth.twoFactor.back')}
      </Button>
    </form>
  );
}
