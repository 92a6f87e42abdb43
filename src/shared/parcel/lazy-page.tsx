import type { ComponentType } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.ReactElement;
  /** Loads the page's code; a router awaits it before it shows the route. */
  preload: () => Promise<void>;
}

/**
 * A route's page in its own chunk. Unlike `React.lazy` it can be loaded ahead: TanStack Router
 * calls a route component's `preload` while it loads the route, so the page renders at once,
 * in the same render as the route, instead of suspending and showing a fallback first. A failed
 * load stays failed, as with `React.lazy` (pair it with `loadChunk`).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let Page: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Page = module.default;
    }));
  function LoadedPage(props: P) {
    // Suspense's own protocol: React retries when the promise settles. (`use()` here was not
    // retried when the page rendered before any router loaded it.)
    if (!Page) throw preload();
    const Loaded = Page as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return Object.assign(LoadedPage, { preload });
}
