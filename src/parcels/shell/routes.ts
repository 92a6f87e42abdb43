// The shell's own pages as a TanStack route tree. It runs in the content outlet for every path the
// route table gives the shell (and for unknown paths, which show "Not found"); content parcels'
// paths are mounted by the outlet's ParcelHost instead. It imports no page: pages import their
// route (for its typed search), and the outlet, which builds the router, attaches them, so no
// module reaches itself again through its imports.
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  TABLE_SEARCH_DEFAULTS,
  hasRole,
  hideDefaults,
  preloadRichText,
  warmCache,
  paths,
  tableSearch,
  tabSearch,
  type RouterContext,
} from '@publisher-platform/shared';
import { domainsQueryOptions } from './features/domains/api/domains';
import { domainFilterEntries } from './features/domains/lib/domain-filters';
import { offerChangesQueryOptions } from './features/offers/api/changes';
import { offerQueryOptions, offersQueryOptions } from './features/offers/api/offers';
import { offerFilterEntries } from './features/offers/lib/offer-search';
import {
  smartlinkQueryOptions,
  smartlinksQueryOptions,
} from './features/smartlinks/api/smartlinks';
import { SMARTLINK_TABS, smartlinkFilterEntries } from './features/smartlinks/lib/smartlink-search';
import { currentPublisherQueryOptions } from './features/profile/api/current-publisher';

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.offers,
  validateSearch: v.object({ ...tableSearch.entries, ...offerFilterEntries }),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    warmCache(cause, context.queryClient.ensureQueryData(offersQueryOptions(deps))),
});

export const offerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.offer,
  loader: ({ context, params, cause }) =>
    warmCache(
      cause,
      context.queryClient
        .ensureQueryData(offerQueryOptions(params.offerId))
        .then((offer) => context.queryClient.ensureQueryData(offerChangesQueryOptions(offer.id))),
      preloadRichText(),
    ),
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
});

export const domainsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.domains,
  validateSearch: v.object({ ...tableSearch.entries, ...domainFilterEntries }),
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loader: ({ context, cause }) =>
    warmCache(cause, context.queryClient.ensureQueryData(domainsQueryOptions())),
});

export const SETTINGS_TABS = ['profile', 'security'] as const;

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.settings,
  validateSearch: tabSearch(SETTINGS_TABS),
  search: { middlewares: [hideDefaults({ tab: SETTINGS_TABS[0] })] },
  loader: ({ context, cause }) =>
    warmCache(cause, context.queryClient.ensureQueryData(currentPublisherQueryOptions())),
});

export const additionalPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.additionalPage,
  // The page waits for the sanitiser too: its HTML is then drawn at once, without a skeleton.
  loader: () => preloadRichText(),
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
