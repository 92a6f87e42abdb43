import * as TanStackRouter from '@tanstack/react-router';
import { createRoutedApp } from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

export const SupportApp = createRoutedApp(TanStackRouter, [
  {
    path: '/publisher/support/$',
    component: () => <SectionPage titleId="support.support.title" route="support" />,
  },
  {
    path: '/publisher/news/$',
    component: () => <SectionPage titleId="support.news.title" route="news" />,
  },
]);
