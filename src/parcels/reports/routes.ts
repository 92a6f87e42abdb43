// The reports parcel's route tree: dashboard (date range in the URL), reports (report type, range,
// grouping, filters, sort and page in the URL) and conversions. The portal root opens the dashboard.
// It imports no page: pages import their route (for its typed search), and app.tsx attaches them,
// so no module reaches itself again through its imports.
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import {
  TABLE_SEARCH_DEFAULTS,
  dateRangeEntries,
  dateRangeSearch,
  hideDefaults,
  isUnder,
  MAX_RANGE_DAYS,
  rangeDays,
  normalizeRange,
  paths,
  sessionTimezone,
  sortDateRange,
  tableSearch,
  warmCache,
  type RouterContext,
} from '@publisher-platform/shared';
import * as v from 'valibot';
import { dashboardQueryOptions } from './features/dashboard/api/dashboard';
import { conversionsSearch } from './features/conversions/lib/search';
import { filterText, hourlyOneDay, reportsSearch } from './features/reports/lib/search';

export const rootRoute = createRootRouteWithContext<RouterContext>()();

const portalRootRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.root,
  beforeLoad: ({ search }) => {
    throw redirect({ to: paths.dashboard, search, replace: true });
  },
});

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.dashboard,
  validateSearch: dateRangeSearch,
  // The dashboard's queries follow its date range: a new range runs the loader again.
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, deps, cause }) => {
    const range = normalizeRange(deps, sessionTimezone());
    // A range the API refuses is not asked for: the page says why instead.
    return rangeDays(range) <= MAX_RANGE_DAYS
      ? warmCache(cause, context.queryClient.ensureQueryData(dashboardQueryOptions(range)))
      : undefined;
  },
});

export const reportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.reports,
  validateSearch: v.pipe(
    reportsSearch,
    sortDateRange(),
    hourlyOneDay(() => sessionTimezone()),
  ),
  search: { middlewares: [hideDefaults({ tab: 'summary', ...TABLE_SEARCH_DEFAULTS })] },
});

export const conversionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.conversions,
  validateSearch: v.pipe(conversionsSearch, sortDateRange()),
  search: { middlewares: [hideDefaults({ tab: 'conversions', ...TABLE_SEARCH_DEFAULTS })] },
});

export const clicksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.clicks,
  validateSearch: v.pipe(
    v.object({
      ...dateRangeEntries,
      ...tableSearch.entries,
      offerCampaignRelativeId: filterText,
      country: filterText,
    }),
    sortDateRange(),
  ),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
});

export const reportsRouteTree = rootRoute.addChildren([
  portalRootRoute,
  dashboardRoute,
  reportsRoute,
  conversionsRoute,
  clicksRoute,
]);

/** Paths below these that no route answers show "Not found"; other paths are not ours. */
export const ownsPath = (pathname: string) =>
  [paths.dashboard, paths.reports, paths.conversions].some((base) => isUnder(pathname, base));
