// The reports parcel's route tree: dashboard (date range in the URL), reports (the report type as
// the `tab` search param) and conversions. The portal root opens the dashboard.
import { lazy } from 'react';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import {
  dateRangeSearch,
  hideDefaults,
  isUnder,
  loadChunk,
  paths,
  tabSearch,
  type RouterContext,
} from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

// Code-split: the dashboard is its own chunk (a failed chunk load forces one reload).
const DashboardPage = lazy(loadChunk(() => import('./pages/dashboard-page')));
const ReportsPage = lazy(loadChunk(() => import('./pages/reports-page')));

export const REPORT_TYPES = [
  'summary',
  'revenue',
  'goalPerformance',
  'referral',
  'competitions',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

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
  component: DashboardPage,
});

export const reportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.reports,
  validateSearch: tabSearch(REPORT_TYPES),
  search: { middlewares: [hideDefaults({ tab: REPORT_TYPES[0] })] },
  component: ReportsPage,
});

export const conversionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.conversions,
  component: () => <SectionPage titleId="reports.conversions.title" route="conversions" />,
});

export const reportsRouteTree = rootRoute.addChildren([
  portalRootRoute,
  dashboardRoute,
  reportsRoute,
  conversionsRoute,
]);

/** Paths below these that no route answers show "Not found"; other paths are not ours. */
export const ownsPath = (pathname: string) =>
  [paths.dashboard, paths.reports, paths.conversions].some((base) => isUnder(pathname, base));
