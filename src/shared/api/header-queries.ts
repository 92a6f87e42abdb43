// The header's counters (unread notifications, unseen news) are read by the shell and changed
// by the support parcel: two parcels on one QueryClient. Their query keys and queries live here
// so that marking something read in one parcel refreshes the other at once. Plain objects (no
// `queryOptions` call): shared does not load TanStack Query on the login page.
import { api } from './client';
import type { ApiSchema } from './schema';

export const notificationKeys = {
  /** Invalidate this after any change: the bell and every list page follow. */
  all: ['notifications'] as const,
  unseen: ['notifications', 'unseen'] as const,
  page: (page: number, pageSize: number) => ['notifications', 'list', { page, pageSize }] as const,
};

export const newsKeys = {
  /** Invalidate this after an article is seen: the header's counter, popover and list follow. */
  all: ['announcements'] as const,
  unseen: ['announcements', 'unseen'] as const,
  page: (page: number, pageSize: number) => ['announcements', 'list', { page, pageSize }] as const,
  article: (id: string) => ['announcements', 'article', id] as const,
};

export type Announcement = ApiSchema<'Announcement'>;

export interface UnseenAnnouncements {
  /** The newest unseen ones, at most LATEST_ANNOUNCEMENTS. */
  latest: Announcement[];
  /** How many are unseen (hydra:totalItems). */
  unread: number;
}

/** The news popover shows three. */
export const LATEST_ANNOUNCEMENTS = 3;
/** What the header shows when the announcements cannot be loaded: no news, none unread. */
export const NO_ANNOUNCEMENTS: UnseenAnnouncements = { latest: [], unread: 0 };

/** The unread notification count. */
export async function getUnseenNotifications(signal?: AbortSignal): Promise<number> {
  const answer = await api.get<ApiSchema<'UnseenCount'>>('notifications/unseen', { signal });
  return Number(answer?.count) || 0;
}

/** The newest unseen announcements and how many are unseen. */
export async function getUnseenAnnouncements(signal?: AbortSignal): Promise<UnseenAnnouncements> {
  const { items, total } = await api.collection<Announcement>('announcements', {
    searchParams: { unseen: true, itemsPerPage: LATEST_ANNOUNCEMENTS },
    signal,
  });
  const newestFirst = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return { latest: newestFirst.slice(0, LATEST_ANNOUNCEMENTS), unread: total };
}

interface QueryContext {
  signal?: AbortSignal;
}

// A failure shows as 0 / no news in the header, without a notification.
const HEADER_QUERY = { staleTime: 60_000, retry: false, meta: { silent: true } } as const;

export const unseenNotificationsQuery = () => ({
  ...HEADER_QUERY,
  queryKey: notificationKeys.unseen,
  queryFn: ({ signal }: QueryContext) => getUnseenNotifications(signal),
});

export const unseenAnnouncementsQuery = () => ({
  ...HEADER_QUERY,
  queryKey: newsKeys.unseen,
  queryFn: ({ signal }: QueryContext) => getUnseenAnnouncements(signal),
});
