// The shell's own pages as a TanStack route tree. It runs in the content outlet for every path the
// route table gives the shell (and for unknown paths, which show "Not found"); content parcels'
// paths are mounted by the outlet's ParcelHost instead.
import { lazy } from 'react';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  TABLE_SEARCH_DEFAULTS,
  hideDefaults,
  loadChunk,
  paths,
  tableSearch,
  useT,
  type RouterContext,
} from '@publisher-platform/shared';
import { domainsQueryOptions } from './features/domains/api/domains';
import { domainFilterEntries } from './features/domains/lib/domain-filters';
import { currentPublisherQueryOptions } from './features/profile/api/current-publisher';
import { AdditionalPage } from './pages/additional-page';
import { PlaceholderPage } from './pages/placeholder-page';

// Code-split: each page is its own chunk (a failed chunk load forces one reload, then the route's
// error view with Retry shows inside the content area).
const SettingsPage = lazy(loadChunk(() => import('./features/settings/settings-page')));
const DomainsPage = lazy(loadChunk(() => import('./features/domains/domains-page')));

// A loader only warms the cache: the page shows a failed request itself (error state with Retry),
// so a failed prefetch must not replace the page with the route's error view.
const prefetch = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.offers,
  component: () => <PlaceholderPage name="offers" />,
});

export const offerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.offer,
  component: function OfferPage() {
    const t = useT();
    const { offerId } = offerRoute.useParams();
    return <PlaceholderPage name="offer" title={t('shell.offer.title', { id: offerId })} />;
  },
});

export const smartlinksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.smartlinks,
  component: () => <PlaceholderPage name="smartlinks" />,
});

export const smartlinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.smartlink,
  component: function SmartlinkPage() {
    const t = useT();
    const { smartlinkId } = smartlinkRoute.useParams();
    return (
      <PlaceholderPage name="smartlink" title={t('shell.smartlink.title', { id: smartlinkId })} />
    );
  },
});

export const domainsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.domains,
  validateSearch: v.object({ ...tableSearch.entries, ...domainFilterEntries }),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loader: ({ context }) => prefetch(context.queryClient.ensureQueryData(domainsQueryOptions())),
  component: DomainsPage,
});

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.settings,
  loader: ({ context }) =>
    prefetch(context.queryClient.ensureQueryData(currentPublisherQueryOptions())),
  component: SettingsPage,
});

export const additionalPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.additionalPage,
  component: function AdditionalPageRoute() {
    const { id } = additionalPageRoute.useParams();
    return <AdditionalPage id={id} />;
  },
});

export const shellRouteTree = rootRoute.addChildren([
  offersRoute,
  offerRoute,
  smartlinksRoute,
  smartlinkRoute,
  domainsRoute,
  settingsRoute,
  additionalPageRoute,
]);
