import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type ProxyDomain = ApiSchema<'ProxyDomain'>;
/** The validation state of the domain's certificate: 0 none, 1 ok, 2 pending, 99 error. */
export type CertStatus = ProxyDomain['certStatus'];
export type DomainInput = ApiSchema<'ProxyDomainInput'>;

const all = ['proxy_domains'] as const;
export const domainKeys = { all, shortLinks: () => [...all, 'short_links'] as const };

export const getDomains = (signal?: AbortSignal): Promise<ProxyDomain[]> =>
  api.collection<ProxyDomain>('proxy_domains', { signal }).then(({ items }) => items);

export const createDomain = (input: DomainInput) =>
  api.post<ProxyDomain>('proxy_domains', { json: input });
export const updateDomain = ({ id, ...input }: DomainInput & { id: number }) =>
  api.patch<ProxyDomain>(`proxy_domains/${id}`, { json: input });
export const deleteDomain = (id: number) => api.delete<void>(`proxy_domains/${id}`);

export const domainsQueryOptions = () =>
  queryOptions({
    queryKey: domainKeys.all,
    queryFn: ({ signal }) => getDomains(signal),
    // The domain list shows its error with a retry.
    meta: { silent: true },
  });

export const useDomains = () => useQuery(domainsQueryOptions());

export type LinkDomain = ApiSchema<'ShortLinkDomainCollection'>['hydra:member'][number];

/**
 * The domains a link may use, tracking link and shortlink alike: the server's one rule (the
 * network's own domain first, then the publisher's domains whose certificate is issued; a
 * domain still waiting for its certificate cannot serve a link yet). Under `domainKeys.all`, so a
 * domain added, edited or deleted refreshes it.
 */
export const linkDomainsQueryOptions = () =>
  queryOptions({
    queryKey: domainKeys.shortLinks(),
    queryFn: ({ signal }) =>
      api
        .collection<LinkDomain>('proxy_domains/short_links', { signal })
        .then(({ items }) => items),
    meta: { silent: true },
  });

export const useLinkDomains = () => useQuery(linkDomainsQueryOptions());

function useDomainMutation<V, R>(mutationFn: (vars: V) => Promise<R>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.all }),
    meta: { silent },
  });
}

/** Errors go to the form (422 onto its fields). */
export const useCreateDomain = () => useDomainMutation(createDomain, true);
export const useUpdateDomain = () => useDomainMutation(updateDomain, true);
/** Errors go to the general error handler. */
export const useDeleteDomain = () => useDomainMutation(deleteDomain, false);
