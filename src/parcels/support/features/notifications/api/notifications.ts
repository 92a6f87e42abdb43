import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  api,
  notificationKeys,
  unseenNotificationsQuery,
  type ApiSchema,
} from '@publisher-platform/shared';

export type Notification = ApiSchema<'Notification'>;

export interface NotificationPage {
  items: Notification[];
  total: number;
}

/** One page of notifications, unread first, then newest first. */
export async function getNotifications(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { items, total } = await api.collection<Notification>('notifications', {
    searchParams: { page, itemsPerPage: pageSize },
    signal,
  });
  return { items, total };
}

export const markNotificationRead = (id: number) =>
  api.post<Notification>(`notifications/${id}/mark_read`);
export const markAllNotificationsRead = () => api.post<void>('notifications/mark_read');

export const notificationsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) => getNotifications(page, pageSize, signal),
    placeholderData: keepPreviousData,
    // The list shows its error with Retry.
    meta: { silent: true },
  });

export const useNotifications = (page: number, pageSize: number) =>
  useQuery(notificationsQueryOptions(page, pageSize));

/** The bell's count (shared with the shell's header). */
export const useUnreadCount = () => useQuery(queryOptions(unseenNotificationsQuery()));

/** After a change the list and the header's bell refetch (one key prefix for both). */
function useNotificationMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = () => useNotificationMutation(markNotificationRead);
export const useMarkAllRead = () => useNotificationMutation(markAllNotificationsRead);
