// Each routed parcel builds its own TanStack route tree (root from `createRootRouteWithContext
// <RouterContext>()`, routes with params, `validateSearch`, loaders that `ensureQueryData`) and
// runs it on the options below: the one shared history, the query client in the context, and the
// same pending, error and not-found views everywhere. A path outside the parcel renders nothing,
// so a parcel's router never reacts to, or rewrites, a URL it does not own (trailing slashes are
// preserved). The parcel passes in the router library itself: shared must not import
// @tanstack/react-router, or every page (login included) would download the router.
import { startTransition, Suspense, useEffect, useState, type ReactElement } from 'react';
import type * as TanStackRouter from '@tanstack/react-router';
import type { AnyRoute, AnyRouter, ErrorComponentProps } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueryModule } from '../query';
import { useChunk } from '../ui/lazy-part';
import { markFirstScreenShown } from './first-screen';
import { getHistory, ownedHistory } from './history';
import { NotFoundView, RouteError, RoutePending } from './route-fallbacks';
import { usePathname } from './use-pathname';
import { hasUserInteracted } from './user-input';

export type RouterLibrary = Pick<
  typeof TanStackRouter,
  'createRouter' | 'RouterProvider' | 'useRouter'
>;

/** What every route's `beforeLoad`/`loader` receives as `context`. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** What the host passes a routed parcel's root. */
export interface RoutedAppProps {
  /**
   * The paths this instance follows, within the parcel's own: a host that keeps several
   * instances of a parcel (one per section of the portal) gives each its section.
   */
  within?: (pathname: string) => boolean;
}

export interface RoutedAppOptions {
  /**
   * The paths this parcel shows: its routes, and paths no route matches that belong to it anyway
   * (there it shows "Not found"). The router follows the URL only while it is one of these; a
   * parcel leaving its paths keeps its last page until it is unmounted. Default: no path.
   */
  owns?: (pathname: string) => boolean;
}

/** The router options every parcel shares; spread them into `createRouter` with the tree. */
function routerOptions(
  lib: RouterLibrary,
  queryClient: QueryClient,
  { owns }: RoutedAppOptions = {},
) {
  function DefaultError({ error, reset }: ErrorComponentProps) {
    const router = lib.useRouter();
    const retry = () => {
      reset();
      void router.invalidate();
    };
    return <RouteError error={error} onRetry={retry} />;
  }
  function DefaultNotFound() {
    const pathname = usePathname();
    return owns?.(pathname) ? <NotFoundView /> : null;
  }
  return {
    history: owns ? ownedHistory(owns) : getHistory(),
    context: { queryClient } satisfies RouterContext,
    trailingSlash: 'preserve' as const,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: DefaultError,
    defaultNotFoundComponent: DefaultNotFound,
  };
}

/**
 * Whether the router has loaded its first location (matches, loaders that wait, page chunks).
 * On a page load the route is then shown in a transition, which React renders in slices
 * between other work, so no long task blocks the loading page; a router that loaded after it
 * was rendered would show the route in one synchronous render (a store update). A parcel the
 * visitor switched to is drawn in one go instead: slicing only delays the screen they wait for.
 */
function useFirstLoad(router: AnyRouter): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    const show = () => {
      if (!mounted) return;
      if (hasUserInteracted()) setLoaded(true);
      else startTransition(() => setLoaded(true));
    };
    // Until the router is on the screen nothing follows the history for it, yet a redirect of its
    // first load (the portal root to the dashboard) moves the URL and waits for the new place to
    // load: that wait never ended, and the route's pending view stayed for good.
    const follow = router.history.subscribe(() => void router.load());
    const done = () => {
      follow();
      show();
    };
    router.load().then(done, done);
    return () => {
      mounted = false;
      follow();
    };
  }, [router]);
  return loaded;
}

/**
 * The query client once it is there (the loader preloads it), so loaders can use it; undefined
 * until then. Read without suspending: a Suspense fallback committed on a page's first screen
 * makes React hold back every reveal it retries for 300 ms after it (its fallback throttle), and
 * the signed-in first screen waited that long for nothing.
 */
const useReadyQueryClient = (): QueryClient | undefined => useChunk(loadQueryModule)?.queryClient;

/**
 * The parcel's root component: a fresh router for every mount, so a parcel mounted again later
 * starts from the current URL rather than from where its previous router was left.
 */
export function createRoutedApp(
  lib: RouterLibrary,
  routeTree: AnyRoute,
  options: RoutedAppOptions = {},
): (props: RoutedAppProps) => ReactElement {
  const { RouterProvider } = lib;
  function Router({ within, queryClient }: RoutedAppProps & { queryClient: QueryClient }) {
    const [router] = useState(() => {
      const { owns } = options;
      const follows = within ? (path: string) => within(path) && (owns?.(path) ?? true) : owns;
      return lib.createRouter({
        routeTree,
        ...routerOptions(lib, queryClient, { ...options, owns: follows }),
      });
    });
    const loaded = useFirstLoad(router);
    useEffect(() => {
      if (loaded) markFirstScreenShown();
    }, [loaded]);
    return loaded ? <RouterProvider router={router} /> : <RoutePending />;
  }
  return function RoutedApp({ within }: RoutedAppProps) {
    const queryClient = useReadyQueryClient();
    if (!queryClient) return <RoutePending />;
    return (
      <Suspense fallback={<RoutePending />}>
        <Router within={within} queryClient={queryClient} />
      </Suspense>
    );
  };
}
