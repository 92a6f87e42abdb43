import { lazy } from 'react';
import * as TanStackRouter from '@tanstack/react-router';
import { SkeletonText, createRoutedApp, loadChunk } from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

// Code-split: the dashboard is its own chunk (a failed chunk load forces one reload).
const DashboardPage = lazy(loadChunk(() => import('./pages/dashboard-page')));

export const ReportsApp = createRoutedApp(
  TanStackRouter,
  [
    { path: '/publisher', component: DashboardPage },
    { path: '/publisher/dashboard', component: DashboardPage },
    {
      path: '/publisher/reports/$',
      component: () => <SectionPage titleId="reports.reports.title" route="reports" />,
    },
    {
      path: '/publisher/conversions/$',
      component: () => <SectionPage titleId="reports.conversions.title" route="conversions" />,
    },
  ],
  () => <SkeletonText lines={3} />,
);
