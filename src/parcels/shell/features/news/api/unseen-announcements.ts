import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type Announcement = ApiSchema<'Announcement'>;

export interface UnseenAnnouncements {
  latest: Announcement[];
  unread: number;
}

/** The news popover shows three. */
export const LATEST_ANNOUNCEMENTS = 3;
export const unseenAnnouncementsKey = ['announcements', 'unseen'] as const;
/** What the header shows when the announcements cannot be loaded: no news, none unread. */
export const NO_ANNOUNCEMENTS: UnseenAnnouncements = { latest: [], unread: 0 };

/** The newest unseen announcements and how many are unread (hydra:totalItems). */
export async function getUnseenAnnouncements(signal?: AbortSignal): Promise<UnseenAnnouncements> {
  const { items, total } = await api.collection<Announcement>('announcements', {
    searchParams: { unseen: true },
    ...(signal ? { signal } : {}),
  });
  const newestFirst = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return { latest: newestFirst.slice(0, LATEST_ANNOUNCEMENTS), unread: total };
}

export const unseenAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: unseenAnnouncementsKey,
    queryFn: ({ signal }) => getUnseenAnnouncements(signal),
    staleTime: 60_000,
    retry: false,
    // The popover shows a failure as no news, without a notification.
    meta: { silent: true },
  });

export const useUnseenAnnouncements = () => useQuery(unseenAnnouncementsQueryOptions());
