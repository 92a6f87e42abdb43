import { lazy, Suspense } from 'react';
import {
  DateRangePicker,
  EmptyState,
  ErrorState,
  formatDayRange,
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
} from '@publisher-platform/shared';
import { dashboardRoute } from '../../routes';
import { useDashboard, useDashboardImpressions } from './api/dashboard';
import { KpiCards } from './components/kpi-cards';
import { CHART_FIGURE_HEIGHT } from './lib/chart';

// recharts loads with the chart only.
const DashboardChart = lazy(() =>
  import('./components/dashboard-chart').then((m) => ({ default: m.DashboardChart })),
);

const chartSkeleton = <Skeleton className="pp:w-full" style={{ height: CHART_FIGURE_HEIGHT }} />;

/** The dashboard: KPIs and the chart of the range in the URL (last 30 days by default). */
export default function DashboardPage() {
  const t = useT();
  const search = useRouteSearch(dashboardRoute);
  const setSearch = useSetRouteSearch(dashboardRoute);
  const { intl, timeZone } = useFormatOptions();
  const range = normalizeRange(search, timeZone);
  const dashboard = useDashboard(range);
  const impressions = useDashboardImpressions(range);
  const symbol = useSession()?.currency.symbol ?? '$';
  const data = dashboard.data;
  const empty = data && data.kpi.clicks === 0 && data.kpi.conversions === 0;
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="dashboard">
      <div className="pp:flex pp:flex-col pp:gap-1">
        <PageTitle
          title={t('reports.dashboard.title')}
          onRefresh={() => void Promise.all([dashboard.refetch(), impressions.refetch()])}
          refreshing={dashboard.isFetching}
          actions={<DateRangePicker value={range} onChange={(next) => void setSearch(next)} />}
        />
        <TimezoneNotice range={[range.from, range.to]} />
        <p data-slot="dashboard-range" className="pp:m-0 pp:text-sm pp:text-muted-foreground">
          {t('reports.dashboard.range', { range: formatDayRange(range, { intl }) })}
        </p>
      </div>
      {dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <KpiCards
            kpi={data?.kpi}
            previous={data?.previous}
            impressions={
              impressions.data
                ? { now: impressions.data.impressions, before: impressions.data.previous }
                : undefined
            }
          />
          {!data ? (
            chartSkeleton
          ) : empty ? (
            <EmptyState />
          ) : (
            // Below the fold on a phone: drawn when scrolled near, not in the first screen's time.
            <RenderWhenNear placeholder={chartSkeleton}>
              <Suspense fallback={chartSkeleton}>
                <DashboardChart chart={data.chart} symbol={symbol} />
              </Suspense>
            </RenderWhenNear>
          )}
        </>
      )}
    </div>
  );
}
