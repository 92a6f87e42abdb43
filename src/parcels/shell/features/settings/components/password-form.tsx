import {
  Button,
  PasswordPair,
  TextField,
  notify,
  passwordPairRules,
  requiredRule,
  t as translate,
  useForm,
  useT,
  type FormRules,
} from '@publisher-platform/shared';
import { useChangePassword } from '../../profile/api/change-password';
import { SectionCard } from '../../../ui/section-card';
import { throttledMessage } from '../lib/throttled';

interface PasswordValues extends Record<string, unknown> {
  oldPassword: string;
  plainPassword: string;
  repeatPlainPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', plainPassword: '', repeatPlainPassword: '' };

const PASSWORD_RULES: FormRules<PasswordValues> = {
  oldPassword: requiredRule,
  ...passwordPairRules(),
};

export function PasswordForm({ username }: { username: string }) {
  const t = useT();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: PASSWORD_RULES,
    onSubmit: async (values) => {
      try {
        await change.mutateAsync(values);
      } catch (error) {
        // Too many wrong current passwords: how long to wait, in the publisher's language.
        const wait = throttledMessage(error);
        if (!wait) throw error;
        form.setErrors({ oldPassword: wait });
        return;
      }
      clear();
      notify.success(translate('shell.settings.password.saved'));
    },
  });
  function clear(): void {
    (Object.keys(EMPTY) as (keyof PasswordValues & string)[]).forEach((key) =>
      form.setValue(key, ''),
    );
  }

  return (
    <SectionCard title={t('shell.settings.password.title')} slot="change-password">
      <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
        {/* Lets password managers know whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <TextField
          label={t('shell.settings.password.old')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('oldPassword')}
        />
        <PasswordPair
          field={form.field}
          label={t('shell.settings.password.new')}
          repeatLabel={t('shell.settings.password.repeat')}
        />
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('shell.settings.password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
