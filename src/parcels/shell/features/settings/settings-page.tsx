import { ErrorState, PageTitle, SkeletonText, useSession, useT } from '@publisher-platform/shared';
import { useCurrentPublisher } from '../profile/api/current-publisher';
import { SectionCard } from '../../ui/section-card';
import { EmailForm } from './components/email-form';
import { LanguageField } from './components/language-field';
import { PasswordForm } from './components/password-form';
import { PersonalInfoForm } from './components/personal-info-form';
import { ReferralCard } from './components/referral-card';
import { TimezoneForm } from './components/timezone-form';

/** The profile: personal info, change password, language, timezone, e-mail, referrals. */
export default function SettingsPage() {
  const t = useT();
  const profile = useSession();
  const query = useCurrentPublisher();
  return (
    <div className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6" data-route="settings">
      <PageTitle title={t('shell.nav.settings')} />
      {!profile && query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !profile ? (
        <div aria-busy="true" className="pp:grid pp:gap-6 pp:xl:grid-cols-2">
          <SkeletonText lines={6} />
          <SkeletonText lines={6} />
        </div>
      ) : (
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
      )}
    </div>
  );
}
