// Each routed parcel gets its own TanStack Router on the shared history, with routes only under
// its own paths and a catch-all that renders nothing: an unmounted parcel's router never reacts,
// and a mounted one never rewrites a URL it does not own (trailing slashes are preserved).
// The parcel passes in the router library itself: shared must not import @tanstack/react-router,
// or every page (login included) would download the router.
import { Suspense, type ComponentType } from 'react';
import type * as TanStackRouter from '@tanstack/react-router';
import type { AnyRoute, AnyRouter, RouteComponent } from '@tanstack/react-router';
import { getHistory } from './history';

export type RouterLibrary = Pick<
  typeof TanStackRouter,
  'createRootRoute' | 'createRoute' | 'createRouter' | 'Outlet'
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
  const children: AnyRoute[] = routes.map((route) =>
    lib.createRoute({ getParentRoute: () => root, path: route.path, component: route.component }),
  );
  children.push(lib.createRoute({ getParentRoute: () => root, path: '$', component: Nothing }));
  return lib.createRouter({
    routeTree: root.addChildren(children),
    history: getHistory(),
    trailingSlash: 'preserve',
    defaultNotFoundComponent: Nothing,
  });
}
