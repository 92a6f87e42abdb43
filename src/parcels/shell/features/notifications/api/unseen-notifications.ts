import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

export const unseenNotificationsKey = ['notifications', 'unseen'] as const;

/** Spec §7: the unread notification count; 0 on failure. */
export async function getUnseenNotifications(signal?: AbortSignal): Promise<number> {
  try {
    const answer = await api.get<{ count: number }>(
      'notifications/unseen',
      signal ? { signal } : {},
    );
    return Number(answer?.count) || 0;
  } catch {
    return 0;
  }
}

export const unseenNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: unseenNotificationsKey,
    queryFn: ({ signal }) => getUnseenNotifications(signal),
    staleTime: 60_000,
  });

export const useUnseenNotifications = () => useQuery(unseenNotificationsQueryOptions());
