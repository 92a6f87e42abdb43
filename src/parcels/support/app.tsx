import * as TanStackRouter from '@tanstack/react-router';
import { createParcelRouter } from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

const router = createParcelRouter(TanStackRouter, [
  {
    path: '/publisher/support/$',
    component: () => <SectionPage titleId="support.support.title" route="support" />,
  },
  {
    path: '/publisher/news/$',
    component: () => <SectionPage titleId="support.news.title" route="news" />,
  },
]);

export function SupportApp() {
  return <TanStackRouter.RouterProvider router={router} />;
}
