import * as TanStackRouter from '@tanstack/react-router';
import { createRoutedApp } from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

export const FinanceApp = createRoutedApp(TanStackRouter, [
  {
    path: '/publisher/balance/$',
    component: () => <SectionPage titleId="finance.balance.title" route="balance" />,
  },
  {
    path: '/publisher/payments/$',
    component: () => <SectionPage titleId="finance.payments.title" route="payments" />,
  },
]);
