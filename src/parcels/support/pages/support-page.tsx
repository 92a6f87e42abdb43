import {
  PageTitle,
  Tabs,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { ActivationCard } from '../features/activation/components/activation-card';
import { ContactsTab } from '../features/contacts/components/contacts-tab';
import { FaqTab } from '../features/faq/components/faq-tab';
import { NotificationsTab } from '../features/notifications/components/notifications-tab';
import { SUPPORT_TABS, supportRoute, type SupportTab } from '../routes';

function TabContent({ tab }: { tab: SupportTab }) {
  if (tab === 'faq') return <FaqTab />;
  if (tab === 'notifications') return <NotificationsTab />;
  return <ContactsTab />;
}

/** Contacts, FAQ and notifications as tabs; the selected one lives in the URL. A demo-mode
 *  account sees the activation request above them. */
export function SupportPage() {
  const t = useT();
  const { tab } = useRouteSearch(supportRoute);
  const setSearch = useSetRouteSearch(supportRoute);
  const demoMode = useSession()?.statusNew === true;
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="support">
      <PageTitle title={t('support.support.title')} />
      {demoMode && <ActivationCard />}
      <Tabs
        label={t('support.tabs.label')}
        items={SUPPORT_TABS.map((value) => ({ value, label: t(`support.tab.${value}`) }))}
        value={tab}
        // Each tab starts from its first page.
        onValueChange={(next) => void setSearch({ tab: next, page: 1 })}
      >
        <div data-support-tab={tab}>
          <TabContent tab={tab} />
        </div>
      </Tabs>
    </div>
  );
}
