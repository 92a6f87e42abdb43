import {
  Button,
  TextField,
  notify,
  t as translate,
  useForm,
  useT,
} from '@publisher-platform/shared';
import type { SessionProfile } from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { SectionCard } from '../../../ui/section-card';
import { CONTACT_MAX, contactInfoError, phoneError } from '../lib/validation';
import { useErrorText } from '../lib/use-translated';

const today = () => new Date().toISOString().slice(0, 10);

/** Date of birth, phone and contact info (spec §2 profile: personal info). */
export function PersonalInfoForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: {
      dateOfBirth: profile.dateOfBirth ?? '',
      phone: profile.phone ?? '',
      contactInfo: profile.contactInfo ?? '',
    },
    validate: (values) => ({
      phone: phoneError(values.phone),
      contactInfo: contactInfoError(values.contactInfo),
    }),
    onSubmit: async (values) => {
      await update.mutateAsync({
        dateOfBirth: values.dateOfBirth || null,
        phone: values.phone.trim() || null,
        contactInfo: values.contactInfo.trim(),
      });
      notify.success(translate('shell.settings.personal.saved'));
    },
  });
  const field = (name: 'dateOfBirth' | 'phone' | 'contactInfo') => {
    const props = form.field(name);
    return { ...props, error: errorText(props.error) };
  };

  return (
    <SectionCard title={t('shell.settings.personal.title')} slot="personal-info">
      <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
        <div className="pp:grid pp:gap-4 pp:md:grid-cols-2">
          <TextField label={t('shell.settings.username')} value={profile.username} readOnly />
          <TextField
            label={t('shell.settings.personal.dateOfBirth')}
            type="date"
            max={today()}
            {...field('dateOfBirth')}
          />
        </div>
        <TextField
          label={t('shell.settings.personal.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('shell.settings.personal.phoneHint')}
          {...field('phone')}
        />
        <TextField
          label={t('shell.settings.personal.contactInfo')}
          required
          maxLength={CONTACT_MAX}
          showCounter
          {...field('contactInfo')}
        />
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('shell.settings.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
