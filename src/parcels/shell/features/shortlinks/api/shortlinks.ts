import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type ShortLink = ApiSchema<'ShortLink'>;
export type ShortLinkInput = ApiSchema<'ShortLinkInput'>;

export const shortlinkKeys = { all: ['campaign_short_links'] as const };

export const shortlinksQueryOptions = () =>
  queryOptions({
    queryKey: shortlinkKeys.all,
    queryFn: ({ signal }) =>
      api.collection<ShortLink>('campaign_short_links', { signal }).then(({ items }) => items),
    meta: { silent: true },
  });
export const useShortlinks = () => useQuery(shortlinksQueryOptions());

function useShortlinkMutation<V, R>(mutationFn: (vars: V) => Promise<R>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortlinkKeys.all }),
    meta: { silent },
  });
}

/** Errors go to the form (422 onto its fields, the limit as the form's error). */
export const useCreateShortlink = () =>
  useShortlinkMutation(
    (input: ShortLinkInput) => api.post<ShortLink>('campaign_short_links', { json: input }),
    true,
  );
export const useDeleteShortlink = () =>
  useShortlinkMutation((id: number) => api.delete<void>(`campaign_short_links/${id}`), false);
