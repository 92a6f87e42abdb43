import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type Postback = ApiSchema<'Postback'>;
export type PostbackInput = ApiSchema<'PostbackInput'>;
export type PostbackDelivery = ApiSchema<'PostbackDelivery'>;
export type PostbackTestResult = ApiSchema<'PostbackTestResult'>;

const all = ['publisher_postbacks'] as const;
export const postbackKeys = {
  all,
  list: () => [...all, 'list'] as const,
  deliveries: () => [...all, 'deliveries'] as const,
};

export const postbacksQueryOptions = () =>
  queryOptions({
    queryKey: postbackKeys.list(),
    queryFn: ({ signal }) =>
      api.collection<Postback>('publisher_postbacks', { signal }).then(({ items }) => items),
    meta: { silent: true },
  });
export const usePostbacks = () => useQuery(postbacksQueryOptions());

export const useDeliveries = () =>
  useQuery({
    queryKey: postbackKeys.deliveries(),
    queryFn: ({ signal }) =>
      api
        .collection<PostbackDelivery>('publisher_postbacks/deliveries', { signal })
        .then(({ items }) => items),
    meta: { silent: true },
  });

function usePostbackMutation<V, R>(mutationFn: (vars: V) => Promise<R>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postbackKeys.all }),
    meta: { silent },
  });
}

/** Errors go to the form (422 onto the URL field). */
export const useSavePostback = () =>
  usePostbackMutation(
    ({ id, ...input }: PostbackInput & { id?: number }) =>
      id === undefined
        ? api.post<Postback>('publisher_postbacks', { json: input })
        : api.patch<Postback>(`publisher_postbacks/${id}`, { json: input }),
    true,
  );
export const useTestPostback = () =>
  usePostbackMutation(
    (url: string) => api.post<PostbackTestResult>('publisher_postbacks/test', { json: { url } }),
    true,
  );
export const useDeletePostback = () =>
  usePostbackMutation((id: number) => api.delete<void>(`publisher_postbacks/${id}`), false);
