// The finance parcel's route tree: balance and payments.
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import { isUnder, paths, type RouterContext } from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const balanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.balance,
  component: () => <SectionPage titleId="finance.balance.title" route="balance" />,
});

export const paymentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.payments,
  component: () => <SectionPage titleId="finance.payments.title" route="payments" />,
});

export const financeRouteTree = rootRoute.addChildren([balanceRoute, paymentsRoute]);

/** Paths below these that no route answers show "Not found"; other paths are not ours. */
export const ownsPath = (pathname: string) =>
  [paths.balance, paths.payments].some((base) => isUnder(pathname, base));
