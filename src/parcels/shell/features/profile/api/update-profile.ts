import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  getSession,
  offeredProfile,
  setSession,
  type ApiSchema,
  type SessionProfile,
} from '@publisher-platform/shared';
import { currentPublisherKeys } from './current-publisher';

/** The fields PATCH /publishers/{id} accepts; "email" starts an e-mail change (temporaryEmail). */
export type ProfilePatch = ApiSchema<'PublisherPatch'>;

export function updateProfile(patch: ProfilePatch): Promise<SessionProfile> {
  const id = getSession()?.id;
  if (id === undefined) return Promise.reject(new Error('The profile is not loaded'));
  return api.patch<SessionProfile>(`publishers/${id}`, { json: patch });
}

/** The answer is the whole profile: it replaces the session and the cached query at once.
 *  Errors are the caller's (forms put them on their fields). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      const profile = offeredProfile(answer);
      setSession(profile);
      queryClient.setQueryData(currentPublisherKeys.all, profile);
    },
    meta: { silent: true },
  });
}
