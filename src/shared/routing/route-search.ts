// Typed access to a route's search params from the route object itself. Several parcels share one
// TypeScript program, so none can claim TanStack's global `Register`; these helpers take their
// types from the route (its `validateSearch` schema) instead. They use only the route's own
// methods, so shared still does not import the router library.
import { useCallback } from 'react';
import type { AnyRoute } from '@tanstack/react-router';

type SearchOf<R extends AnyRoute> = R['types']['fullSearchSchema'];

/**
 * The route's validated search params (defaults filled in), or the part `select` picks: the
 * component then re-renders only when that part changes (an object is kept while it is equal in
 * value), e.g. a page whose table state is read by the table alone.
 */
export function useRouteSearch<R extends AnyRoute>(route: R): SearchOf<R>;
export function useRouteSearch<R extends AnyRoute, T>(
  route: R,
  select: (search: SearchOf<R>) => T,
): T;
export function useRouteSearch<R extends AnyRoute, T>(
  route: R,
  select?: (search: SearchOf<R>) => T,
): SearchOf<R> | T {
  return route.useSearch((select ? { select, structuralSharing: true } : undefined) as never) as
    SearchOf<R> | T;
}

export interface SetSearchOptions {
  /** Replace the history entry instead of adding one (e.g. while typing). */
  replace?: boolean;
}

/** Merges a change into the route's search params (a new history entry, so Back undoes it). */
export function useSetRouteSearch<R extends AnyRoute>(route: R) {
  const navigate = route.useNavigate();
  return useCallback(
    (change: Partial<SearchOf<R>>, { replace = false }: SetSearchOptions = {}) =>
      navigate({
        search: (previous: SearchOf<R>) => ({ ...previous, ...change }),
        replace,
      } as never),
    [navigate],
  );
}
