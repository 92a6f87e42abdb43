import * as TanStackRouter from '@tanstack/react-router';
import { createParcelRouter } from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

const router = createParcelRouter(TanStackRouter, [
  {
    path: '/publisher/balance/$',
    component: () => <SectionPage titleId="finance.balance.title" route="balance" />,
  },
  {
    path: '/publisher/payments/$',
    component: () => <SectionPage titleId="finance.payments.title" route="payments" />,
  },
]);

export function FinanceApp() {
  return <TanStackRouter.RouterProvider router={router} />;
}
