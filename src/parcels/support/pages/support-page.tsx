import {
  EmptyState,
  PageTitle,
  Tabs,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { SUPPORT_TABS, supportRoute } from '../routes';

/** Contacts, FAQ and notifications as tabs; the selected one lives in the URL. */
export function SupportPage() {
  const t = useT();
  const { tab } = useRouteSearch(supportRoute);
  const setSearch = useSetRouteSearch(supportRoute);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="support">
      <PageTitle title={t('support.support.title')} />
      <Tabs
        label={t('support.tabs.label')}
        items={SUPPORT_TABS.map((value) => ({ value, label: t(`support.tab.${value}`) }))}
        value={tab}
        onValueChange={(next) => void setSearch({ tab: next })}
      >
        <div data-support-tab={tab}>
          <EmptyState />
        </div>
      </Tabs>
    </div>
  );
}
