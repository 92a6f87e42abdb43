import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ApiError,
  api,
  clearSession,
  offeredProfile,
  setSession,
  type SessionProfile,
} from '@publisher-platform/shared';

export const currentPublisherKeys = { all: ['publisher', 'current'] as const };

const nullableText = v.nullable(v.string());
/** The profile decides URLs (id), access (roles), a script to run and contact links: an answer
 *  of another shape is rejected here instead of breaking the frame further down. */
const PublisherShape = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  username: v.string(),
  timezone: v.string(),
  language: v.string(),
  currency: v.looseObject({ name: v.string(), symbol: v.string() }),
  customer: v.looseObject({ roles: v.array(v.string()), customJs: nullableText }),
  manager: v.nullable(
    v.looseObject({
      firstName: v.string(),
      contactDetails: v.looseObject({
        email: nullableText,
        skype: nullableText,
        telegram: nullableText,
        teams: nullableText,
      }),
    }),
  ),
});
// The shape may check less than the contract says, never something else.
type _FollowsContract = SessionProfile extends v.InferInput<typeof PublisherShape> ? true : never;
const _followsContract: _FollowsContract = true;

/** The profile, loaded with the frame; it becomes the session every parcel reads. On
 *  failure the user is cleared (a 401 has already sent the publisher to the login page). */
export async function getCurrentPublisher(signal?: AbortSignal): Promise<SessionProfile> {
  try {
    const profile = await api.get<SessionProfile>('publishers/current', { signal });
    v.assert(PublisherShape, profile);
    // Without the sections the network switched off: the frame and every parcel read this.
    const offered = offeredProfile(profile);
    setSession(offered);
    return offered;
  } catch (error) {
    if (!(error instanceof ApiError && error.isCancelled)) clearSession();
    throw error;
  }
}

export const currentPublisherQueryOptions = () =>
  queryOptions({
    queryKey: currentPublisherKeys.all,
    queryFn: ({ signal }) => getCurrentPublisher(signal),
    staleTime: 5 * 60_000,
    // The frame and the settings page show a failed profile themselves.
    meta: { silent: true },
  });

export const useCurrentPublisher = () => useQuery(currentPublisherQueryOptions());
