import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { queryClient } from '../../query/query-client';
import { fetchSourcePage, sourceKey } from './remote-fetcher';
import { toRemoteSearch } from './remote-search';
import type { RemoteOption, RemoteSource } from './types';

export const SEARCH_DEBOUNCE_MS = 1000;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The options of a remote select: nothing is asked before `active` (the first focus or open);
 * the typed text is searched once typing pauses; later pages come with `loadMore`.
 */
export function useRemoteOptions<T>(
  source: RemoteSource<T>,
  typed: string,
  { active, cutHash }: { active: boolean; cutHash: boolean },
) {
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const search = useMemo(() => toRemoteSearch(settled, cutHash), [settled, cutHash]);
  const query = useInfiniteQuery(
    {
      queryKey: [...sourceKey(source), search],
      queryFn: ({ pageParam, signal }) =>
        fetchSourcePage(source, { page: pageParam, search, signal }),
      initialPageParam: 1,
      getNextPageParam: (last, _pages, page) =>
        last.items.length > 0 && page < last.totalPages ? page + 1 : undefined,
      enabled: active,
      // A page that fails only ends its spinner: the list keeps what it has, and scrolling or
      // typing again asks anew. Nothing goes to the general error handler.
      meta: { silent: true },
      retry: false,
    },
    queryClient,
  );
  const options = useMemo<RemoteOption[]>(
    () => query.data?.pages.flatMap((page) => page.items) ?? [],
    [query.data],
  );
  const loading = active && (query.isPending || query.isFetching);
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
  };
  return { options, loading, loadMore };
}
