import {
  ACCOUNT_MAX,
  Button,
  TextField,
  accountRule,
  notify,
  phoneRule,
  t as translate,
  useForm,
  useT,
} from '@publisher-platform/shared';
import type { SessionProfile } from '@publisher-platform/shared';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { SectionCard } from '../../../ui/section-card';
import { BIRTH_DATE_MIN, dateOfBirthError, todayUtc } from '../lib/date-of-birth';

/** Date of birth, phone and contact info (the profile's personal info). */
export function PersonalInfoForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: {
      dateOfBirth: profile.dateOfBirth ?? '',
      phone: profile.phone ?? '',
      contactInfo: profile.contactInfo ?? '',
    },
    validate: {
      dateOfBirth: (value) => dateOfBirthError(value),
      phone: phoneRule,
      contactInfo: accountRule,
    },
    onSubmit: async (values) => {
      await update.mutateAsync({
        dateOfBirth: values.dateOfBirth || null,
        phone: values.phone.trim() || null,
        contactInfo: values.contactInfo.trim(),
      });
      notify.success(translate('shell.settings.personal.saved'));
    },
  });

  return (
    <SectionCard title={t('shell.settings.personal.title')} slot="personal-info">
      <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
        <div className="pp:grid pp:gap-4 pp:md:grid-cols-2">
          <TextField label={t('shell.settings.username')} value={profile.username} readOnly />
          <TextField
            label={t('shell.settings.personal.dateOfBirth')}
            type="date"
            min={BIRTH_DATE_MIN}
            max={todayUtc()}
            {...form.field('dateOfBirth')}
          />
        </div>
        <TextField
          label={t('shell.settings.personal.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('shell.settings.personal.phoneHint')}
          {...form.field('phone')}
        />
        <TextField
          label={t('shell.settings.personal.contactInfo')}
          required
          maxLength={ACCOUNT_MAX}
          showCounter
          {...form.field('contactInfo')}
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
