// The shared paginated GET of the option lists: a URL, page parameters, a search text under its
// parameter name and optional extra parameters, answering the items and the total page count.
import { api } from '../../api';
import type { RemoteCollectionSource, RemotePage, RemotePageRequest, RemoteSource } from './types';

/** When the answer does not say how many items there are, paging goes on until a page is empty. */
export const UNKNOWN_TOTAL_PAGES = 10_000;
const DEFAULT_ITEMS_PER_PAGE = 30;

export async function fetchCollectionPage<T>(
  source: RemoteCollectionSource<T>,
  { page, search, signal }: RemotePageRequest,
): Promise<RemotePage> {
  const itemsPerPage = source.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
  const searchParams = {
    ...source.params,
    [source.pageParam ?? 'page']: page,
    [source.itemsPerPageParam ?? 'itemsPerPage']: itemsPerPage,
    ...('relativeId' in search
      ? { [source.relativeIdParam ?? 'relativeId']: search.relativeId }
      : { [source.searchParam ?? 'search']: search.text || undefined }),
  };
  const answer = await api.collection<T>(source.url, { searchParams, signal });
  const perPage = answer.itemsPerPage ?? itemsPerPage;
  const knowsTotal = answer.total > answer.items.length || answer.itemsPerPage !== null;
  return {
    items: answer.items.map(source.toOption),
    totalPages: knowsTotal ? Math.max(1, Math.ceil(answer.total / perPage)) : UNKNOWN_TOTAL_PAGES,
  };
}

export const isFetchSource = <T>(
  source: RemoteSource<T>,
): source is Extract<RemoteSource<T>, { fetchPage: unknown }> => 'fetchPage' in source;

export const sourceKey = <T>(source: RemoteSource<T>): readonly unknown[] =>
  isFetchSource(source)
    ? source.key
    : ['remote-select', source.url, source.params ?? {}, source.itemsPerPage];

export const fetchSourcePage = <T>(source: RemoteSource<T>, request: RemotePageRequest) =>
  isFetchSource(source) ? source.fetchPage(request) : fetchCollectionPage(source, request);
