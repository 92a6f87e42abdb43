import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyRoute } from '@tanstack/react-router';
import { afterNextPaint } from '../dom/after-next-paint';
import { useRouteSearch, useSetRouteSearch } from './route-search';

type SearchOf<R extends AnyRoute> = R['types']['fullSearchSchema'];

interface Pending<T> {
  value: T;
  /** What the URL held when the change was made; any other URL value supersedes the change. */
  base: T;
}

/**
 * A part of the route's search that the reader changes by hand (a table's sort or page): the
 * change is drawn at once from local state, and the URL follows (a new history entry) once that
 * frame is painted. Writing the URL first would put a router navigation, a history push and the
 * render of every other reader of the search before the change reaches the screen, which on a
 * slow phone is most of a re-sort. The URL stays the state: reload, a copied link and Back give
 * the same view, and a URL change from elsewhere (Back, a link) wins over a change not yet written.
 */
export function useRouteSearchState<R extends AnyRoute, T extends Partial<SearchOf<R>>>(
  route: R,
  select: (search: SearchOf<R>) => T,
): [T, (next: T) => void] {
  const fromUrl = useRouteSearch(route, select);
  const setSearch = useSetRouteSearch(route);
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const current = useRef(fromUrl);
  current.current = fromUrl;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const set = useCallback(
    (next: T) => {
      const change = { value: next, base: current.current };
      setPending(change);
      afterNextPaint(() => {
        const settle = () => setPending((seen) => (seen === change ? null : seen));
        // Left, or the URL changed meanwhile (Back, a link): that wins, and the change is dropped.
        if (!mounted.current || current.current !== change.base) settle();
        else void Promise.resolve(setSearch(next)).then(settle, settle);
      });
    },
    [setSearch],
  );
  const shown = pending && pending.base === fromUrl ? pending.value : fromUrl;
  return [shown, set];
}
