import {
  Button,
  TextField,
  notify,
  t as translate,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { useChangePassword } from '../../profile/api/change-password';
import { SectionCard } from '../../../ui/section-card';
import { passwordErrors, type PasswordValues } from '../lib/validation';
import { useErrorText } from '../lib/use-translated';

const EMPTY: PasswordValues = { oldPassword: '', plainPassword: '', repeatPlainPassword: '' };

export function PasswordForm({ username }: { username: string }) {
  const t = useT();
  const errorText = useErrorText();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: passwordErrors,
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      clear();
      notify.success(translate('shell.settings.password.saved'));
    },
  });
  function clear(): void {
    (Object.keys(EMPTY) as (keyof PasswordValues & string)[]).forEach((key) =>
      form.setValue(key, ''),
    );
  }
  const field = (name: keyof PasswordValues & string) => {
    const props = form.field(name);
    return { ...props, error: errorText(props.error) };
  };

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
          {...field('oldPassword')}
        />
        <TextField
          label={t('shell.settings.password.new')}
          type="password"
          autoComplete="new-password"
          required
          {...field('plainPassword')}
        />
        <TextField
          label={t('shell.settings.password.repeat')}
          type="password"
          autoComplete="new-password"
          required
          {...field('repeatPlainPassword')}
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
