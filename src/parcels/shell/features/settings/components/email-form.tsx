import {
  Button,
  TextField,
  emailRule,
  notify,
  requiredRule,
  t as translate,
  useForm,
  useT,
  type FormRules,
  type SessionProfile,
} from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { SectionCard } from '../../../ui/section-card';
import { throttledMessage } from '../lib/throttled';

interface EmailValues extends Record<string, unknown> {
  email: string;
  currentPassword: string;
}

const EMPTY: EmailValues = { email: '', currentPassword: '' };
const RULES: FormRules<EmailValues> = { email: emailRule, currentPassword: requiredRule };

/**
 * A new e-mail is only pending (temporaryEmail) until its link is opened. Asking for it takes
 * the password (a session alone must not be enough to move the account's mail and PINs away);
 * the current address is told.
 */
export function EmailForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm<EmailValues>({
    initialValues: EMPTY,
    validate: RULES,
    onSubmit: async (values) => {
      try {
        await update.mutateAsync({
          email: values.email.trim(),
          currentPassword: values.currentPassword,
        });
      } catch (error) {
        const wait = throttledMessage(error);
        if (!wait) throw error;
        form.setErrors({ currentPassword: wait });
        return;
      }
      form.setValue('email', '');
      form.setValue('currentPassword', '');
      notify.success(translate('shell.settings.email.sent'));
    },
  });

  return (
    <SectionCard title={t('shell.settings.email.title')} slot="email">
      <dl className="pp:flex pp:flex-col pp:gap-1 pp:text-sm">
        <dt className="pp:text-muted-foreground">{t('shell.settings.email.current')}</dt>
        <dd className="pp:font-medium pp:break-all" data-slot="current-email">
          {profile.email}
        </dd>
      </dl>
      {profile.temporaryEmail && (
        <p
          role="status"
          data-slot="pending-email"
          className="pp:rounded-md pp:bg-accent pp:px-3 pp:py-2 pp:text-sm pp:text-accent-foreground"
        >
          {t('shell.settings.email.pending', { email: profile.temporaryEmail })}
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
        {/* Lets password managers know whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={profile.username}
          readOnly
          hidden
        />
        <TextField
          label={t('shell.settings.email.new')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('shell.settings.email.password')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('shell.settings.email.hint')}
          {...form.field('currentPassword')}
        />
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('shell.settings.email.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
