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
import { useServerCheck } from '../lib/use-server-check';

type Values = { dateOfBirth: string; phone: string; contactInfo: string };
const rules = {
  dateOfBirth: (value: string) => dateOfBirthError(value),
  phone: phoneRule,
  contactInfo: accountRule,
};

/** A field's value as the profile's PATCH takes it (as the save sends it). */
const patchOf = (name: keyof Values, value: string) =>
  name === 'dateOfBirth'
    ? { dateOfBirth: value || null }
    : name === 'phone'
      ? { phone: value.trim() || null }
      : { contactInfo: value.trim() };

/** Date of birth, phone and contact info (the profile's personal info). */
export function PersonalInfoForm({ profile }: { profile: SessionProfile }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    initialValues: {
      dateOfBirth: profile.dateOfBirth ?? '',
      phone: profile.phone ?? '',
      contactInfo: profile.contactInfo ?? '',
    },
    validate: rules,
    onSubmit: async (values) => {
      await update.mutateAsync({
        dateOfBirth: values.dateOfBirth || null,
        phone: values.phone.trim() || null,
        contactInfo: values.contactInfo.trim(),
      });
      notify.success(translate('shell.settings.personal.saved'));
    },
  });
  const check = useServerCheck(form, patchOf, (name, values) => rules[name](values[name], values));

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
            onBlur={() => check('dateOfBirth')}
          />
        </div>
        <TextField
          label={t('shell.settings.personal.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('shell.settings.personal.phoneHint')}
          {...form.field('phone')}
          onBlur={() => check('phone')}
        />
        <TextField
          label={t('shell.settings.personal.contactInfo')}
          required
          maxLength={ACCOUNT_MAX}
          showCounter
          {...form.field('contactInfo')}
          onBlur={() => check('contactInfo')}
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
