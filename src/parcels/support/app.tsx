import * as TanStackRouter from '@tanstack/react-router';
import { chunk, createRoutedApp, lazyPage } from '@publisher-platform/shared';
import { SupportPage } from './pages/support-page';
import { newsArticleRoute, newsRoute, ownsPath, supportRoute, supportRouteTree } from './routes';

// The pages are attached here, where the router is built, not in the route tree: each page imports
// its route for its typed search, so the tree importing the pages would close a cycle. The news
// pages are chunks of their own (a failed load shows the route's error view with Retry); the
// support page, the parcel's first screen, comes with its entry.
supportRoute.update({ component: SupportPage });
newsRoute.update({ component: lazyPage(chunk(() => import('./features/news/news-page'))) });
newsArticleRoute.update({
  component: lazyPage(chunk(() => import('./features/news/article-page'))),
});

export const SupportApp = createRoutedApp(TanStackRouter, supportRouteTree, { owns: ownsPath });
