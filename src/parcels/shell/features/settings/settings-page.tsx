import {
  ErrorState,
  PageTitle,
  SkeletonText,
  Tabs,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { useCurrentPublisher } from '../profile/api/current-publisher';
import { SecurityTab } from '../security/security-tab';
import { SETTINGS_TABS, settingsRoute } from '../../routes';
import { ProfileTab } from './components/profile-tab';

/** The profile (personal info, password, language, timezone, e-mail, referrals) and security
 *  (two-factor sign-in, sessions, API keys) as tabs; the selected one lives in the URL. */
export default function SettingsPage() {
  const t = useT();
  const profile = useSession();
  const query = useCurrentPublisher();
  const { tab } = useRouteSearch(settingsRoute);
  const setSearch = useSetRouteSearch(settingsRoute);
  return (
    <div className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6" data-route="settings">
      <PageTitle title={t('shell.nav.settings')} />
      <Tabs
        label={t('shell.settings.tabs.label')}
        items={SETTINGS_TABS.map((value) => ({ value, label: t(`shell.settings.tab.${value}`) }))}
        value={tab}
        onValueChange={(next) => void setSearch({ tab: next })}
      >
        {!profile && query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : !profile ? (
          <div aria-busy="true" className="pp:grid pp:gap-6 pp:xl:grid-cols-2">
            <SkeletonText lines={6} />
            <SkeletonText lines={6} />
          </div>
        ) : tab === 'security' ? (
          <SecurityTab />
        ) : (
          <ProfileTab profile={profile} />
        )}
      </Tabs>
    </div>
  );
}
