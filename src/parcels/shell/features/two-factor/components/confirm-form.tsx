import {
  Button,
  TextField,
  getSession,
  requiredRule,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { useDisableTwoFactor, useNewRecoveryCodes } from '../api/two-factor';
import { anyCodeProps, orWait } from '../lib/code-field';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

interface ConfirmValues extends Record<string, unknown> {
  password: string;
  code: string;
}

export interface ConfirmFormProps {
  /** Turn two-factor sign-in off, or replace the recovery codes. */
  action: 'disable' | 'regenerate';
  /** Done: the new recovery codes (regenerate), or none (disable). */
  onDone: (codes?: string[]) => void;
  onCancel: () => void;
}

/** Password and a code (of the app or a recovery code) confirm turning off or new codes. */
export function ConfirmForm({ action, onDone, onCancel }: ConfirmFormProps) {
  const t = useT();
  const disable = useDisableTwoFactor();
  const regenerate = useNewRecoveryCodes();
  const password = useFocusOnMount<HTMLInputElement>();
  const form = useForm<ConfirmValues>({
    initialValues: { password: '', code: '' },
    validate: { password: requiredRule, code: requiredRule },
    onSubmit: (values) =>
      orWait(
        async () => {
          const body = { password: values.password, code: values.code.trim() };
          if (action === 'disable') onDone(void (await disable.mutateAsync(body)));
          else onDone((await regenerate.mutateAsync(body)).recoveryCodes);
        },
        (wait) => form.setErrors({ code: wait }),
      ),
  });
  const prefix = `shell.security.twoFactor.${action}`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t(`${prefix}.title`)}
      className="pp:flex pp:flex-col pp:gap-3"
      data-slot={`two-factor-${action}`}
    >
      <p className="pp:text-sm">{t(`${prefix}.explain`)}</p>
      {/* Lets password managers know whose password this is. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={getSession()?.username ?? ''}
        readOnly
        hidden
      />
      <TextField
        ref={password}
        label={t('shell.security.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <TextField
        label={t('shell.security.twoFactor.anyCode')}
        hint={t('shell.security.twoFactor.anyCodeHint')}
        required
        {...anyCodeProps}
        {...form.field('code')}
      />
      <div className="pp:flex pp:flex-wrap pp:gap-2">
        <Button
          type="submit"
          variant={action === 'disable' ? 'destructive' : 'default'}
          loading={form.submitting}
        >
          {t(`${prefix}.submit`)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('shell.security.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
