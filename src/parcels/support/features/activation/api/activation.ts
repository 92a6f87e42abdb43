import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type ActivationRequest = ApiSchema<'ActivationRequest'>;

export const activationKeys = { all: ['activation_requests'] as const };

/** The newest activation request, or null before the first one. */
export const getLatestActivationRequest = (signal?: AbortSignal) =>
  api
    .collection<ActivationRequest>('activation_requests', { signal })
    .then(({ items }) => items[0] ?? null);

export const requestActivation = (message: string) =>
  api.post<ActivationRequest>('activation_requests', {
    json: message.trim() ? { message: message.trim() } : {},
  });

export const activationQueryOptions = () =>
  queryOptions({
    queryKey: activationKeys.all,
    queryFn: ({ signal }) => getLatestActivationRequest(signal),
    // The card shows its error with Retry.
    meta: { silent: true },
  });

export const useActivationRequest = (enabled: boolean) =>
  useQuery({ ...activationQueryOptions(), enabled });

/** Errors go to the form (422 onto the message, others as the server's text). */
export function useRequestActivation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestActivation,
    onSuccess: (created) => queryClient.setQueryData(activationKeys.all, created),
    // A 409 means a request already waits: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: activationKeys.all }),
    meta: { silent: true },
  });
}
