import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';
import { offerKeys } from './offers';

export type OfferTermChange = ApiSchema<'OfferTermChange'>;

/** The whole change log of an offer's terms, newest first (one page). */
export const getOfferChanges = (offerId: number, signal?: AbortSignal) =>
  api
    .collection<OfferTermChange>(`offers/${offerId}/changes`, { signal })
    .then(({ items }) => items);

export const offerChangesQueryOptions = (offerId: number) =>
  queryOptions({
    queryKey: offerKeys.changes(offerId),
    queryFn: ({ signal }) => getOfferChanges(offerId, signal),
    // The section shows its error with Retry.
    meta: { silent: true },
  });

export const useOfferChanges = (offerId: number) => useQuery(offerChangesQueryOptions(offerId));

export const markOfferSeen = (offerId: number) => api.post<void>(`offers/${offerId}/seen`);

/**
 * The publisher has looked at the offer: the list's "Changed" marks follow. A failure stays
 * quiet, as the page is still shown and the mark simply stays until the next visit.
 */
export function useMarkOfferSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOfferSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.lists }),
    meta: { silent: true },
  });
}
