import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  api,
  clearSession,
  setSession,
  type SessionProfile,
} from '@publisher-platform/shared';

export const currentPublisherKey = ['publisher', 'current'] as const;

/** Spec §7: the profile, loaded with the frame; it becomes the session every parcel reads. On
 *  failure the user is cleared (a 401 has already sent the publisher to the login page). */
export async function getCurrentPublisher(signal?: AbortSignal): Promise<SessionProfile> {
  try {
    const profile = await api.get<SessionProfile>('publishers/current', signal ? { signal } : {});
    setSession(profile);
    return profile;
  } catch (error) {
    if (!(error instanceof ApiError && error.isCancelled)) clearSession();
    throw error;
  }
}

export const currentPublisherQueryOptions = () =>
  queryOptions({
    queryKey: currentPublisherKey,
    queryFn: ({ signal }) => getCurrentPublisher(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useCurrentPublisher = () => useQuery(currentPublisherQueryOptions());
