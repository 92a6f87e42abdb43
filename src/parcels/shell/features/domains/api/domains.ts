import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

/** Spec §4 validation state of the domain's certificate: 0 none, 1 ok, 2 pending, 99 error. */
export type CertStatus = 0 | 1 | 2 | 99;

export interface ProxyDomain {
  '@id': string;
  id: number;
  name: string;
  subdomain: string;
  certStatus: CertStatus;
}

export interface DomainInput {
  name: string;
  subdomain: string;
}

export const domainsKey = ['proxy_domains'] as const;

export async function getDomains(signal?: AbortSignal): Promise<ProxyDomain[]> {
  const answer = await api.get<{ 'hydra:member'?: ProxyDomain[] }>(
    'proxy_domains',
    signal ? { signal } : {},
  );
  return answer?.['hydra:member'] ?? [];
}

export const createDomain = (input: DomainInput) =>
  api.post<ProxyDomain>('proxy_domains', { json: input });
export const updateDomain = ({ id, ...input }: DomainInput & { id: number }) =>
  api.patch<ProxyDomain>(`proxy_domains/${id}`, { json: input });
export const deleteDomain = (id: number) => api.delete<void>(`proxy_domains/${id}`);

export const domainsQueryOptions = () =>
  queryOptions({
    queryKey: domainsKey,
    queryFn: ({ signal }) => getDomains(signal),
    meta: { silent: true },
  });

export const useDomains = () => useQuery(domainsQueryOptions());

function useDomainMutation<V, R>(mutationFn: (vars: V) => Promise<R>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKey }),
    meta: { silent },
  });
}

/** Errors go to the form (422 onto its fields). */
export const useCreateDomain = () => useDomainMutation(createDomain, true);
export const useUpdateDomain = () => useDomainMutation(updateDomain, true);
/** Errors go to the general error handler. */
export const useDeleteDomain = () => useDomainMutation(deleteDomain, false);
