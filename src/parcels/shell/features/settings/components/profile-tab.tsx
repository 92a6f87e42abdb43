import { useT, type SessionProfile } from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';
import { EmailForm } from './email-form';
import { LanguageField } from './language-field';
import { PasswordForm } from './password-form';
import { PersonalInfoForm } from './personal-info-form';
import { ReferralCard } from './referral-card';
import { TimezoneForm } from './timezone-form';

/** Personal info, e-mail and referrals beside language, timezone and the password. */
export function ProfileTab({ profile }: { profile: SessionProfile }) {
  const t = useT();
  return (
    <div className="pp:grid pp:items-start pp:gap-6 pp:xl:grid-cols-2">
      <div className="pp:flex pp:flex-col pp:gap-6">
        <PersonalInfoForm profile={profile} />
        <EmailForm profile={profile} />
        <ReferralCard profile={profile} />
      </div>
      <div className="pp:flex pp:flex-col pp:gap-6">
        <SectionCard title={t('shell.settings.preferences.title')} slot="preferences">
          <LanguageField />
          <TimezoneForm profile={profile} />
        </SectionCard>
        <PasswordForm username={profile.username} />
      </div>
    </div>
  );
}
