import {
  NotFoundView,
  PageTitle,
  Tabs,
  isFeatureOn,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { reportsRoute } from '../../routes';
import { useCompetitions } from './api/reports';
import { CompetitionsPanel, pickCompetition } from './components/competitions-panel';
import { GroupedReport } from './components/grouped-report';
import { ReferralReportView } from './components/referral-report';
import { REPORT_TYPES, type ReportType, type ReportsSearch } from './lib/search';

const tabOf = (search: ReportsSearch) => search.tab;

/** The report types as tabs (`?tab=revenue`); competitions only while one is running or ahead,
 *  and never on a network that switched them off (`?tab=competitions` is "Not found" there). */
export default function ReportsPage() {
  const t = useT();
  const tab = useRouteSearch(reportsRoute, tabOf);
  const setSearch = useSetRouteSearch(reportsRoute);
  const offered = isFeatureOn('competitions');
  const competitions = useCompetitions(offered);
  const current = competitions.data ? pickCompetition(competitions.data, Date.now()) : undefined;
  const showCompetitions =
    offered &&
    (tab === 'competitions' || (current !== undefined && Date.parse(current.endDate) > Date.now()));
  if (tab === 'competitions' && !offered) return <NotFoundView />;
  const items = REPORT_TYPES.filter((type) => type !== 'competitions' || showCompetitions).map(
    (value) => ({ value, label: t(`reports.tab.${value}`) }),
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="reports">
      <Tabs
        label={t('reports.tabs.label')}
        items={items}
        value={tab}
        // A new report starts from its own defaults; the date range stays.
        onValueChange={(next: ReportType) =>
          void setSearch({ tab: next, page: 1, sort: undefined, order: undefined })
        }
      >
        <Panel tab={tab} />
      </Tabs>
    </div>
  );
}

function Panel({ tab }: { tab: ReportType }) {
  const t = useT();
  if (tab === 'referral') return <ReferralReportView />;
  if (tab === 'competitions')
    return (
      <div className="pp:flex pp:flex-col pp:gap-4">
        <PageTitle title={t('reports.tab.competitions')} />
        <CompetitionsPanel />
      </div>
    );
  return <GroupedReport key={tab} type={tab} />;
}
