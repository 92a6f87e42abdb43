import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import {
  chunk,
  DateRangePicker,
  EmptyState,
  ErrorState,
  formatDayRange,
  lazyPart,
  normalizeRange,
  PageTitle,
  RenderWhenNear,
  Skeleton,
  TimezoneNotice,
  useFormatOptions,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
  type DayRange,
} from '@publisher-platform/shared';
import { dashboardRoute } from '../../routes';
import { useDashboard, useDashboardImpressions } from './api/dashboard';
import { KpiCards } from './components/kpi-cards';
import { CHART_FIGURE_HEIGHT } from './lib/chart';
import { useRangeLimit } from '../reports/lib/range-limit';

const chartSkeleton = <Skeleton className="pp:w-full" style={{ height: CHART_FIGURE_HEIGHT }} />;

// recharts loads with the chart only.
const DashboardChart = lazyPart(
  chunk(() => import('./components/dashboard-chart')),
  (m) => m.DashboardChart,
  () => chartSkeleton,
);

/** The dashboard: KPIs and the chart of the range in the URL (last 30 days by default). */
export default function DashboardPage() {
  const search = useRouteSearch(dashboardRoute);
  const { timeZone } = useFormatOptions();
  const { from, to } = normalizeRange(search, timeZone);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const rangeLimit = useRangeLimit(range);
  const dashboard = useDashboard(range, !rangeLimit);
  const impressions = useDashboardImpressions(range, !rangeLimit);
  const { refetch: refetchDashboard } = dashboard;
  const { refetch: refetchImpressions } = impressions;
  const refresh = useCallback(
    () => void Promise.all([refetchDashboard(), refetchImpressions()]),
    [refetchDashboard, refetchImpressions],
  );
  // The answers arrive in synchronous renders (store updates), which cannot yield to the
  // browser: the cards and the chart take them in a background render that can, and the header
  // above them is not drawn again.
  const data = useDeferredValue(dashboard.data);
  const impressionsData = useDeferredValue(impressions.data);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="dashboard">
      <DashboardHeader range={range} onRefresh={refresh} refreshing={dashboard.isFetching} />
      {rangeLimit ? (
        <ErrorState error={rangeLimit} />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void refetchDashboard()} />
      ) : (
        <DashboardFigures data={data} impressions={impressionsData} />
      )}
    </div>
  );
}

const DashboardHeader = memo(function DashboardHeader(props: {
  range: DayRange;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const t = useT();
  const setSearch = useSetRouteSearch(dashboardRoute);
  const { intl } = useFormatOptions();
  const { range } = props;
  return (
    <div className="pp:flex pp:flex-col pp:gap-1">
      <PageTitle
        title={t('reports.dashboard.title')}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
        actions={<DateRangePicker value={range} onChange={(next) => void setSearch(next)} />}
      />
      <TimezoneNotice range={[range.from, range.to]} />
      <p data-slot="dashboard-range" className="pp:m-0 pp:text-sm pp:text-muted-foreground">
        {t('reports.dashboard.range', { range: formatDayRange(range, { intl }) })}
      </p>
    </div>
  );
});

type DashboardAnswer = ReturnType<typeof useDashboard>['data'];
type ImpressionsAnswer = ReturnType<typeof useDashboardImpressions>['data'];

const DashboardFigures = memo(function DashboardFigures({
  data,
  impressions,
}: {
  data: DashboardAnswer;
  impressions: ImpressionsAnswer;
}) {
  const symbol = useSession()?.currency.symbol ?? '$';
  const empty = data && data.kpi.clicks === 0 && data.kpi.conversions === 0;
  return (
    <>
      <KpiCards
        kpi={data?.kpi}
        previous={data?.previous}
        impressions={
          impressions ? { now: impressions.impressions, before: impressions.previous } : undefined
        }
      />
      {!data ? (
        chartSkeleton
      ) : empty ? (
        <EmptyState />
      ) : (
        // Below the fold on a phone: drawn when scrolled near, not in the first screen's time.
        <RenderWhenNear placeholder={chartSkeleton}>
          <DashboardChart chart={data.chart} symbol={symbol} />
        </RenderWhenNear>
      )}
    </>
  );
});
