import {
  DateRangePicker,
  EmptyState,
  PageTitle,
  TimezoneNotice,
  formatDayRange,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { dashboardRoute } from '../routes';

/** The dashboard's header: its date range lives in the URL (`?from=…&to=…`), last 30 days by
 *  default, with the timezone the days are counted in. */
export default function DashboardPage() {
  const t = useT();
  const search = useRouteSearch(dashboardRoute);
  const setSearch = useSetRouteSearch(dashboardRoute);
  const { intl, timeZone } = useFormatOptions();
  const range = normalizeRange(search, timeZone);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="dashboard">
      <div className="pp:flex pp:flex-col pp:gap-1">
        <PageTitle
          title={t('reports.dashboard.title')}
          actions={<DateRangePicker value={search} onChange={(next) => void setSearch(next)} />}
        />
        <TimezoneNotice range={[range.from, range.to]} />
      </div>
      <p data-slot="dashboard-range" className="pp:m-0 pp:text-sm pp:text-muted-foreground">
        {t('reports.dashboard.range', { range: formatDayRange(range, { intl }) })}
      </p>
      <EmptyState />
    </div>
  );
}
