import * as TanStackRouter from '@tanstack/react-router';
import { chunk, createRoutedApp, lazyPage } from '@publisher-platform/shared';
import {
  clicksRoute,
  conversionsRoute,
  dashboardRoute,
  ownsPath,
  reportsRoute,
  reportsRouteTree,
} from './routes';

// The pages are attached here, where the router is built, not in the route tree: each page imports
// its route for its typed search, so the tree importing the pages would close a cycle. Each page
// is a chunk of its own (a failed load shows the route's error view with Retry).
dashboardRoute.update({
  component: lazyPage(chunk(() => import('./features/dashboard/dashboard-page'))),
});
reportsRoute.update({
  component: lazyPage(chunk(() => import('./features/reports/reports-page'))),
});
conversionsRoute.update({
  component: lazyPage(chunk(() => import('./features/conversions/conversions-page'))),
});

clicksRoute.update({
  component: lazyPage(chunk(() => import('./features/clicks/clicks-page'))),
});

export const ReportsApp = createRoutedApp(TanStackRouter, reportsRouteTree, { owns: ownsPath });
