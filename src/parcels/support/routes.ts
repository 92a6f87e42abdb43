// The support parcel's route tree: support (contacts, FAQ, notifications as the `tab` search
// param; the notifications page and the FAQ search and question in the URL too), the news list
// and a news article. It imports no page: pages import their route (for its typed search), and
// app.tsx attaches them, so no module reaches itself again through its imports.
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  TABLE_SEARCH_DEFAULTS,
  hideDefaults,
  isUnder,
  preloadRichText,
  warmCache,
  paths,
  tabSearch,
  tableSearch,
  type RouterContext,
} from '@publisher-platform/shared';
import { articleQueryOptions, newsQueryOptions } from './features/news/api/news';

export const SUPPORT_TABS = ['contacts', 'faq', 'notifications'] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number];

/** The FAQ search text and the question a link points at; anything unusable is dropped. */
const faqSearchEntries = {
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  question: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.check((n) => Number.isInteger(n) && n > 0),
      ),
    ),
    undefined,
  ),
};

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.support,
  validateSearch: v.object({
    ...tabSearch(SUPPORT_TABS).entries,
    ...tableSearch.entries,
    ...faqSearchEntries,
  }),
  search: { middlewares: [hideDefaults({ tab: SUPPORT_TABS[0], ...TABLE_SEARCH_DEFAULTS })] },
});

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.news,
  validateSearch: tableSearch,
  search: { middlewares: [hideDefaults(TABLE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ page: search.page, pageSize: search.pageSize }),
  loader: ({ context, deps, cause }) =>
    warmCache(
      cause,
      context.queryClient.ensureQueryData(newsQueryOptions(deps.page, deps.pageSize)),
    ),
});

export const newsArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.newsArticle,
  loader: ({ context, params, cause }) =>
    warmCache(
      cause,
      context.queryClient.ensureQueryData(articleQueryOptions(params.id)),
      preloadRichText(),
    ),
});

export const supportRouteTree = rootRoute.addChildren([supportRoute, newsRoute, newsArticleRoute]);

/** Paths below these that no route answers show "Not found"; other paths are not ours. */
export const ownsPath = (pathname: string) =>
  [paths.support, paths.news].some((base) => isUnder(pathname, base));
