// The header's figures (unread notifications, unseen news, the balance) are read by the shell
// and shown or changed by another parcel (support, finance): two parcels on one QueryClient.
// Their query keys and queries live here so that a change in one parcel refreshes the other at
// once. Plain objects (no `queryOptions` call): shared does not load TanStack Query on the login
// page.
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

export const balanceKeys = {
  /** Invalidate this after a credit (a promo code): the header and the finance pages follow. */
  all: ['balance', 'current'] as const,
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

/** The header refreshes the balance every 300 000 ms. */
export const BALANCE_REFRESH_MS = 300_000;

/** The current balance, in the header and on the finance pages (one cache entry). */
export const balanceQueryOptions = () => ({
  queryKey: balanceKeys.all,
  queryFn: ({ signal }: QueryContext) => api.get<ApiSchema<'Balance'>>('ch/balance', { signal }),
  refetchInterval: BALANCE_REFRESH_MS,
  staleTime: 0,
  retry: false,
  // Each place shows a failure itself (a blank amount, or a message with Retry), without a
  // notification.
  meta: { silent: true },
});
