/** Why a route's loader runs (TanStack Router's `cause`). */
export type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * A route loader that warms the query cache. A page being entered is drawn at once, with its
 * skeletons, while its data loads; a page that stays (a new page, filter or tab in its search)
 * keeps its current view until the new data is there. A failed request never fails the route:
 * the page shows it itself, with Retry.
 */
export function warmCache(
  cause: LoaderCause,
  ...requests: Promise<unknown>[]
): Promise<void> | undefined {
  const settled = Promise.allSettled(requests).then(() => undefined);
  return cause === 'stay' ? settled : undefined;
}
