// The shell's own pages as a TanStack route tree. It runs in the content outlet for every path the
// route table gives the shell (and for unknown paths, which show "Not found"); content parcels'
// paths are mounted by the outlet's ParcelHost instead.
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  TABLE_SEARCH_DEFAULTS,
  hasRole,
  hideDefaults,
  lazyPage,
  preloadRichText,
  warmCache,
  chunk,
  paths,
  tableSearch,
  tabSearch,
  type RouterContext,
} from '@publisher-platform/shared';
import { domainsQueryOptions } from './features/domains/api/domains';
import { domainFilterEntries } from './features/domains/lib/domain-filters';
import { offerQueryOptions, offersQueryOptions } from './features/offers/api/offers';
import { offerFilterEntries } from './features/offers/lib/offer-search';
import {
  smartlinkQueryOptions,
  smartlinksQueryOptions,
} from './features/smartlinks/api/smartlinks';
import { SMARTLINK_TABS, smartlinkFilterEntries } from './features/smartlinks/lib/smartlink-search';
import { currentPublisherQueryOptions } from './features/profile/api/current-publisher';

// Code-split: each page is its own chunk (a failed chunk load forces one reload, then the route's
// error view with Retry shows inside the content area).
const SettingsPage = lazyPage(chunk(() => import('./features/settings/settings-page')));
const DomainsPage = lazyPage(chunk(() => import('./features/domains/domains-page')));
const OffersPage = lazyPage(chunk(() => import('./features/offers/offers-page')));
const OfferPage = lazyPage(chunk(() => import('./features/offers/offer-page')));
const SmartlinksPage = lazyPage(chunk(() => import('./features/smartlinks/smartlinks-page')));
const SmartlinkPage = lazyPage(chunk(() => import('./features/smartlinks/smartlink-page')));
// Split off like the others for one more reason: the build preloads rich text's sanitiser for
// every page whose code names RichText, and this chunk names it, not the frame's own.
const AdditionalPage = lazyPage(chunk(() => import('./pages/additional-page')));

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.offers,
  validateSearch: v.object({ ...tableSearch.entries, ...offerFilterEntries }),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    warmCache(cause, context.queryClient.ensureQueryData(offersQueryOptions(deps))),
  component: OffersPage,
});

export const offerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.offer,
  loader: ({ context, params, cause }) =>
    warmCache(
      cause,
      context.queryClient.ensureQueryData(offerQueryOptions(params.offerId)),
      preloadRichText(),
    ),
  component: OfferPage,
});

// Smartlinks need ROLE_SMARTLINKS: without it nothing is prefetched and the page is "Not found".
export const smartlinksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.smartlinks,
  validateSearch: v.object({ ...tableSearch.entries, ...smartlinkFilterEntries }),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    hasRole('ROLE_SMARTLINKS')
      ? warmCache(cause, context.queryClient.ensureQueryData(smartlinksQueryOptions(deps)))
      : undefined,
  component: SmartlinksPage,
});

export const smartlinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.smartlink,
  validateSearch: tabSearch(SMARTLINK_TABS),
  search: { middlewares: [hideDefaults({ tab: SMARTLINK_TABS[0] })] },
  loader: ({ context, params, cause }) =>
    hasRole('ROLE_SMARTLINKS')
      ? warmCache(
          cause,
          context.queryClient.ensureQueryData(smartlinkQueryOptions(params.smartlinkId)),
          preloadRichText(),
        )
      : undefined,
  component: SmartlinkPage,
});

export const domainsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.domains,
  validateSearch: v.object({ ...tableSearch.entries, ...domainFilterEntries }),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loader: ({ context, cause }) =>
    warmCache(cause, context.queryClient.ensureQueryData(domainsQueryOptions())),
  component: DomainsPage,
});

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.settings,
  loader: ({ context, cause }) =>
    warmCache(cause, context.queryClient.ensureQueryData(currentPublisherQueryOptions())),
  component: SettingsPage,
});

export const additionalPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.additionalPage,
  loader: () => Promise.all([AdditionalPage.preload(), preloadRichText()]),
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
