// The one way a list binds its table (page, page size, sort) to the URL: the route's validated
// search params are the table's state, so reload, a copied link and Back give the same view.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const shown = pending && pending.base === fromUrl ? pending.value : fromUrl;
  const url = useRef(fromUrl);
  url.current = fromUrl;
  // What the table was last drawn with: its next state differs from this only in what was changed.
  const drawn = useRef(shown);
  const asked = useRef<Pending | null>(null);
  useLayoutEffect(() => {
    drawn.current = shown;
    if (asked.current && asked.current.base !== fromUrl) asked.current = null;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const set = useCallback(
    (next: TableSearch) => {
      // A second change made before the first one is drawn (sort, then at once Page 2) is laid
      // over the first, not over the stale state the table still shows.
      const base = url.current;
      const latest = asked.current?.base === base ? asked.current.value : base;
      const change = { value: { ...latest, ...changedPart(drawn.current, next) }, base };
      asked.current = change;
      if (!drawFirst) return void setSearch(change.value);
      setPending(change);
      afterNextPaint(() => {
        const settle = () => setPending((seen) => (seen === change ? null : seen));
        // Left, or the URL changed meanwhile (Back, a link): that wins, and the change is dropped.
        // A newer change writes itself.
        if (asked.current !== change) return;
        if (!mounted.current || url.current !== change.base) settle();
        else void Promise.resolve(setSearch(change.value)).then(settle, settle);
      });
    },
    [setSearch, drawFirst],
  );
  return [shown, set];
}

function changedPart(before: TableSearch, next: TableSearch): Partial<TableSearch> {
  const after = tableStateOf(next);
  return Object.fromEntries(
    (Object.keys(after) as (keyof TableSearch)[])
      .filter((key) => after[key] !== before[key])
      .map((key) => [key, after[key]]),
  );
}
