import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, newsKeys, type Announcement, type ApiSchema } from '@publisher-platform/shared';

export type { Announcement };
export type Article = ApiSchema<'AnnouncementArticle'>;

export interface NewsPage {
  items: Announcement[];
  total: number;
}

/** One page of the news, newest first. */
export async function getNews(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<NewsPage> {
  const { items, total } = await api.collection<Announcement>('announcements', {
    searchParams: { page, itemsPerPage: pageSize },
    signal,
  });
  return { items, total };
}

export const getArticle = (id: string, signal?: AbortSignal) =>
  api.get<Article>(`announcements/${encodeURIComponent(id)}`, { signal });

export const markArticleSeen = (id: number) => api.post<void>(`announcements/${id}/seen`);

export const newsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: newsKeys.page(page, pageSize),
    queryFn: ({ signal }) => getNews(page, pageSize, signal),
    placeholderData: keepPreviousData,
    // The list shows its error with Retry.
    meta: { silent: true },
  });

export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    // An unknown id is answered once: "Not Found", no retries.
    retry: false,
    // The page shows "Not Found" or the error with Retry.
    meta: { silent: true },
  });

export const useNews = (page: number, pageSize: number) =>
  useQuery(newsQueryOptions(page, pageSize));
export const useArticle = (id: string) => useQuery(articleQueryOptions(id));

/**
 * Marks an opened article seen; the header's counter and popover and the list follow. A
 * failure stays quiet: the article is still shown, and it counts as unseen until next time.
 */
export function useMarkArticleSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markArticleSeen,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: newsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'article',
      }),
    meta: { silent: true },
  });
}
