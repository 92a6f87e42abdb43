import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

/** The signed-in publisher (spec §3 user profile); only the fields the frame uses so far. */
export interface CurrentPublisher {
  '@id': string;
  username: string;
  email: string;
  statusNew: boolean;
  customer: { networkId: number | string; roles: string[] };
}

export const currentPublisherKey = ['publisher', 'current'] as const;

export const getCurrentPublisher = (signal?: AbortSignal) =>
  api.get<CurrentPublisher>('publishers/current', signal ? { signal } : {});

export const currentPublisherQueryOptions = () =>
  queryOptions({
    queryKey: currentPublisherKey,
    queryFn: ({ signal }) => getCurrentPublisher(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useCurrentPublisher = () => useQuery(currentPublisherQueryOptions());

export const hasRole = (publisher: CurrentPublisher | undefined, role: string): boolean =>
  Boolean(publisher?.customer.roles.includes(role));
