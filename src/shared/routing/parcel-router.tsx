// Each routed parcel gets its own TanStack Router on the shared history, with routes only under
// its own paths and a catch-all that renders nothing: an unmounted parcel's router never reacts,
// and a mounted one never rewrites a URL it does not own (trailing slashes are preserved).
// The parcel passes in the router library itself: shared must not import @tanstack/react-router,
// or every page (login included) would download the router.
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type * as TanStackRouter from '@tanstack/react-router';
import type { AnyRoute, AnyRouter, RouteComponent } from '@tanstack/react-router';
import { ParcelCrashed } from '../parcel/parcel-crashed';
import { getHistory } from './history';

export type RouterLibrary = Pick<
  typeof TanStackRouter,
  'createRootRoute' | 'createRoute' | 'createRouter' | 'Outlet' | 'RouterProvider'
>;

export interface ParcelRoute {
  path: string;
  component: RouteComponent;
}

const Nothing = () => null;

export function createParcelRouter(
  lib: RouterLibrary,
  routes: readonly ParcelRoute[],
  Pending: ComponentType = Nothing,
): AnyRouter {
  const { Outlet } = lib;
  const root = lib.createRootRoute({
    component: () => (
      <Suspense fallback={<Pending />}>
        <Outlet />
      </Suspense>
    ),
  });
  // `/publisher/reports/$` owns `/publisher/reports` itself too.
  const paths = routes.flatMap((route) =>
    route.path.endsWith('/$') ? [route, { ...route, path: route.path.slice(0, -2) }] : [route],
  );
  const children: AnyRoute[] = paths.map((route) =>
    lib.createRoute({ getParentRoute: () => root, path: route.path, component: route.component }),
  );
  children.push(lib.createRoute({ getParentRoute: () => root, path: '$', component: Nothing }));
  return lib.createRouter({
    routeTree: root.addChildren(children),
    history: getHistory(),
    trailingSlash: 'preserve',
    defaultNotFoundComponent: Nothing,
    // A route that throws (or whose chunk cannot load) shows the parcel's crash panel.
    defaultErrorComponent: ({ error }) => <ParcelCrashed error={error as Error} />,
  });
}

/**
 * The parcel's root component: a fresh router for every mount, so a parcel mounted again later
 * starts from the current URL rather than from where its previous router was left.
 */
export function createRoutedApp(
  lib: RouterLibrary,
  routes: readonly ParcelRoute[],
  Pending?: ComponentType,
): () => ReactElement {
  const { RouterProvider } = lib;
  return function RoutedApp() {
    const [router] = useState(() => createParcelRouter(lib, routes, Pending));
    return <RouterProvider router={router} />;
  };
}
