import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type ApiSchema, type Collection } from '@publisher-platform/shared';
import { getByRelativeId } from '../lib/by-relative-id';
import { offerQueryParams, type OfferListSearch } from '../lib/offer-search';

export type Offer = ApiSchema<'Offer'>;
export type OfferDetail = ApiSchema<'OfferDetail'>;
export type OfferCreative = ApiSchema<'OfferCreative'>;
export type CampaignInput = ApiSchema<'CampaignInput'>;

const all = ['offers'] as const;
export const offerKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (search: OfferListSearch) => [...all, 'list', offerQueryParams(search)] as const,
  detail: (relativeId: string) => [...all, 'detail', relativeId] as const,
  creatives: (offerId: number) => [...all, 'creatives', offerId] as const,
  changes: (offerId: number) => [...all, 'changes', offerId] as const,
  /** The filters' and forms' option lists, by their collection's path. */
  options: (url: string) => [...all, 'options', url] as const,
};

export const getOffers = (search: OfferListSearch, signal?: AbortSignal) =>
  api.collection<Offer>('offers', {
    searchParams: offerQueryParams(search),
    signal,
  });

export const offersQueryOptions = (search: OfferListSearch) =>
  queryOptions<Collection<Offer>>({
    queryKey: offerKeys.list(search),
    queryFn: ({ signal }) => getOffers(search, signal),
    // The previous page stays on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useOffers = (search: OfferListSearch) => useQuery(offersQueryOptions(search));

/** An offer by the relative id of its URL (the page shows a 404 itself). */
export const offerQueryOptions = (relativeId: string) =>
  queryOptions({
    queryKey: offerKeys.detail(relativeId),
    queryFn: ({ signal }) => getByRelativeId<OfferDetail>('offers', relativeId, signal),
    meta: { silent: true },
  });

export const useOffer = (relativeId: string) => useQuery(offerQueryOptions(relativeId));

export const offerCreativesQueryOptions = (offerId: number) =>
  queryOptions({
    queryKey: offerKeys.creatives(offerId),
    queryFn: ({ signal }) =>
      api
        .collection<OfferCreative>('offer_creatives', {
          searchParams: { offer: offerId, itemsPerPage: 100 },
          signal,
        })
        .then(({ items }) => items),
    meta: { silent: true },
  });

export const useOfferCreatives = (offerId: number) => useQuery(offerCreativesQueryOptions(offerId));

export const createCampaign = (input: CampaignInput) =>
  api.post<ApiSchema<'Campaign'>>('campaigns', { json: input });

/**
 * Launch or request; the lists and details refetch with the new status. `silent` when a form
 * shows the errors itself.
 */
export function useCampaignAction(invalidate: readonly unknown[], silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
    meta: { silent },
  });
}
