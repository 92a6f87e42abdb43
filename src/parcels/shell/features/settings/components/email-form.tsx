import {
  Button,
  TextField,
  emailRule,
  notify,
  t as translate,
  useForm,
  useT,
  type SessionProfile,
} from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { SectionCard } from '../../../ui/section-card';

/** A new e-mail is only pending (temporaryEmail) until its link is opened. */
export function EmailForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: emailRule },
    onSubmit: async (values) => {
      await update.mutateAsync({ email: values.email.trim() });
      form.setValue('email', '');
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
        <TextField
          label={t('shell.settings.email.new')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
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
