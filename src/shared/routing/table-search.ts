// The one way a list binds its table (page, page size, sort) to the URL: the route's validated
// search params are the table's state, so reload, a copied link and Back give the same view.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyRoute } from '@tanstack/react-router';
import { afterNextPaint } from '../dom/after-next-paint';
import { useRouteSearch, useSetRouteSearch } from './route-search';
import type { TableSearch } from './search-schemas';

/** A route whose search spreads `tableSearch.entries`. */
type TableRoute<R extends AnyRoute> = R['types']['fullSearchSchema'] extends TableSearch
  ? R
  : never;

export interface TableSearchOptions {
  /**
   * Draw a change at once from local state and write the URL (a new history entry) once that
   * frame is painted. For a table sorted and paged in the browser: writing the URL first puts a
   * router navigation, a history push and the render of every other reader of the search before
   * the change reaches the screen, which on a slow phone is most of a re-sort. A URL change from
   * elsewhere (Back, a link) wins over a change not yet written.
   */
  drawFirst?: boolean;
}

interface Pending {
  value: TableSearch;
  /** What the URL held when the change was made; any other URL value supersedes the change. */
  base: TableSearch;
}

const tableStateOf = ({ page, pageSize, sort, order }: TableSearch): TableSearch => ({
  page,
  pageSize,
  sort,
  order,
});

/**
 * The table's state from the route's search and the setter a DataTable's `onStateChange` takes.
 * The state keeps its identity while its values stay (other search params may change).
 */
export function useTableSearch<R extends AnyRoute>(
  route: TableRoute<R>,
  { drawFirst = false }: TableSearchOptions = {},
): [TableSearch, (next: TableSearch) => void] {
  const fromUrl = useRouteSearch(route as AnyRoute, tableStateOf) as TableSearch;
  const setSearch = useSetRouteSearch(route as AnyRoute);
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef(fromUrl);
  current.current = fromUrl;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const set = useCallback(
    (next: TableSearch) => {
      if (!drawFirst) return void setSearch(tableStateOf(next));
      const change = { value: tableStateOf(next), base: current.current };
      setPending(change);
      afterNextPaint(() => {
        const settle = () => setPending((seen) => (seen === change ? null : seen));
        // Left, or the URL changed meanwhile (Back, a link): that wins, and the change is dropped.
        if (!mounted.current || current.current !== change.base) settle();
        else void Promise.resolve(setSearch(change.value)).then(settle, settle);
      });
    },
    [setSearch, drawFirst],
  );
  const shown = pending && pending.base === fromUrl ? pending.value : fromUrl;
  return [shown, set];
}
