import {
  EmptyState,
  PageTitle,
  Tabs,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { REPORT_TYPES, reportsRoute } from '../routes';

/** The five report types as tabs; the selected one lives in the URL (`?tab=revenue`). */
export default function ReportsPage() {
  const t = useT();
  const { tab } = useRouteSearch(reportsRoute);
  const setSearch = useSetRouteSearch(reportsRoute);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="reports">
      <PageTitle title={t('reports.reports.title')} />
      <Tabs
        label={t('reports.tabs.label')}
        items={REPORT_TYPES.map((value) => ({ value, label: t(`reports.tab.${value}`) }))}
        value={tab}
        onValueChange={(next) => void setSearch({ tab: next })}
      >
        <div data-report={tab}>
          <EmptyState />
        </div>
      </Tabs>
    </div>
  );
}
