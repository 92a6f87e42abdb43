import * as TanStackRouter from '@tanstack/react-router';
import { chunk, createRoutedApp, lazyPage } from '@publisher-platform/shared';
import { balanceRoute, financeRouteTree, ownsPath, paymentsRoute } from './routes';

// The pages are attached here, where the router is built, not in the route tree: each page imports
// its route for its typed search, so the tree importing the pages would close a cycle. Each page
// is a chunk of its own (a failed load shows the route's error view with Retry).
balanceRoute.update({
  component: lazyPage(chunk(() => import('./features/balance/balance-page'))),
});
paymentsRoute.update({
  component: lazyPage(chunk(() => import('./features/payments/payments-page'))),
});

export const FinanceApp = createRoutedApp(TanStackRouter, financeRouteTree, { owns: ownsPath });
