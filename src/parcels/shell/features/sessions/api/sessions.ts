import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type PublisherSession = ApiSchema<'Session'>;

export const sessionKeys = { all: ['sessions'] as const };

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) =>
      api.collection<PublisherSession>('sessions', { signal }).then(({ items }) => items),
    // The section shows its error with a retry.
    meta: { silent: true },
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

function useSessionMutation<V>(mutationFn: (vars: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** Errors go to the general error handler; the ended session answers 401 on its next request. */
export const useEndSession = () =>
  useSessionMutation((id: string) => api.delete<void>(`sessions/${encodeURIComponent(id)}`));
export const useEndOtherSessions = () =>
  useSessionMutation(() => api.post<void>('sessions/end_others'));
