import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type ApiKey = ApiSchema<'ApiKey'>;
export type ApiKeyScope = ApiSchema<'ApiKeyScope'>;
export type CreatedApiKey = ApiSchema<'ApiKeyCreated'>;
export type ApiKeyInput = ApiSchema<'ApiKeyInput'>;

export const apiKeyKeys = { all: ['api_keys'] as const };

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) =>
      api.collection<ApiKey>('api_keys', { signal }).then(({ items }) => items),
    // The section shows its error with a retry.
    meta: { silent: true },
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

function useApiKeyMutation<V, R>(mutationFn: (vars: V) => Promise<R>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    meta: { silent },
  });
}

/** Errors go to the form (422 onto its fields). */
export const useCreateApiKey = () =>
  useApiKeyMutation(
    (input: ApiKeyInput) => api.post<CreatedApiKey>('api_keys', { json: input }),
    true,
  );
/** Errors go to the general error handler. */
export const useRevokeApiKey = () =>
  useApiKeyMutation((id: number) => api.delete<void>(`api_keys/${id}`), false);
