import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, balanceKeys, type ApiSchema } from '@publisher-platform/shared';
import { transactionsKey } from '../../transactions/api/transactions';

export type PromoCode = ApiSchema<'PromoCode'>;

export const promoCodeKeys = { all: ['finance', 'promo_codes'] as const };

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: promoCodeKeys.all,
    queryFn: ({ signal }) =>
      api.collection<PromoCode>('promo_codes', { signal }).then(({ items }) => items),
    meta: { silent: true },
  });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());

export const activatePromoCode = (code: string) =>
  api.post<PromoCode>('promo_codes', { json: { code } });

/** A credit changes the list, the balance (header included) and the transactions. */
export function useActivatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePromoCode,
    onSuccess: () =>
      Promise.all(
        [promoCodeKeys.all, balanceKeys.all, transactionsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    meta: { silent: true },
  });
}
