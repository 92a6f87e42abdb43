import type { ComponentType } from 'react';
import type { Chunk } from './chunk';

export interface LazyPage<P extends object> {
  (props: P): React.ReactElement;
  /** Loads the page's code; a router awaits it before it shows the route. */
  preload: () => Promise<void>;
}

/**
 * A route's page in a chunk of its own. Unlike `React.lazy` it can be loaded ahead: TanStack
 * Router calls a route component's `preload` while it loads the route, so the page renders at
 * once, in the same render as the route, instead of suspending and showing a fallback first. A
 * page whose code failed throws that failure to the route's error view, whose Retry loads the
 * route again, and with it the page's code.
 */
export function lazyPage<P extends object>(
  from: Chunk<{ default: ComponentType<P> }>,
): LazyPage<P> {
  const preload = () => from().then(() => undefined);
  function LoadedPage(props: P) {
    const Page = from.loaded()?.default;
    if (Page) return <Page {...props} />;
    const failure = from.failed();
    if (failure) throw failure;
    // Suspense's own protocol: React renders again when the promise settles. (`use()` here was
    // not retried when the page rendered before any router loaded it.)
    throw from();
  }
  return Object.assign(LoadedPage, { preload });
}
