// The support parcel's route tree: support (contacts, FAQ, notifications as the `tab` search
// param), the news list and a news article.
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import {
  hideDefaults,
  isUnder,
  paths,
  tabSearch,
  useT,
  type RouterContext,
} from '@publisher-platform/shared';
import { SectionPage } from './pages/section-page';
import { SupportPage } from './pages/support-page';

export const SUPPORT_TABS = ['contacts', 'faq', 'notifications'] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number];

export const rootRoute = createRootRouteWithContext<RouterContext>()();

export const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.support,
  validateSearch: tabSearch(SUPPORT_TABS),
  search: { middlewares: [hideDefaults({ tab: SUPPORT_TABS[0] })] },
  component: SupportPage,
});

export const newsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.news,
  component: () => <SectionPage titleId="support.news.title" route="news" />,
});

export const newsArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.newsArticle,
  component: function NewsArticlePage() {
    const t = useT();
    const { id } = newsArticleRoute.useParams();
    return <SectionPage title={t('support.article.title', { id })} route="newsArticle" />;
  },
});

export const supportRouteTree = rootRoute.addChildren([supportRoute, newsRoute, newsArticleRoute]);

/** Paths below these that no route answers show "Not found"; other paths are not ours. */
export const ownsPath = (pathname: string) =>
  [paths.support, paths.news].some((base) => isUnder(pathname, base));
