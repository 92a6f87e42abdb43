import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export const unseenNotificationsKey = ['notifications', 'unseen'] as const;

/** The unread notification count. */
export async function getUnseenNotifications(signal?: AbortSignal): Promise<number> {
  const answer = await api.get<ApiSchema<'UnseenCount'>>(
    'notifications/unseen',
    signal ? { signal } : {},
  );
  return Number(answer?.count) || 0;
}

export const unseenNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: unseenNotificationsKey,
    queryFn: ({ signal }) => getUnseenNotifications(signal),
    staleTime: 60_000,
    retry: false,
    // The bell counts 0 when the count cannot be loaded, without a notification.
    meta: { silent: true },
  });

export const useUnseenNotifications = () => useQuery(unseenNotificationsQueryOptions());
