import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, balanceKeys, type ApiSchema } from '@publisher-platform/shared';
import { transactionKeys } from '../../transactions/api/transactions';
import { financeKeys } from '../../../lib/finance-keys';

export type PromoCode = ApiSchema<'PromoCode'>;

export const promoCodeKeys = { all: [...financeKeys.all, 'promo_codes'] as const };

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
        [promoCodeKeys.all, balanceKeys.all, transactionKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    meta: { silent: true },
  });
}
