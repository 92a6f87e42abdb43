import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';
import { financeKeys } from '../../../lib/finance-keys';

export type PayoutAccount = ApiSchema<'PayoutAccount'>;
export type PayoutAccountInput = ApiSchema<'PayoutAccountInput'>;

export const payoutAccountKeys = { all: [...financeKeys.all, 'payout_accounts'] as const };
const PATH = 'publisher_payout_accounts';
// API Platform takes a new resource, and its validation, as JSON-LD.
const LD = 'application/ld+json';

export const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: payoutAccountKeys.all,
    queryFn: ({ signal }) =>
      api.collection<PayoutAccount>(PATH, { signal }).then(({ items }) => items),
    meta: { silent: true },
  });

export const usePayoutAccounts = () => useQuery(payoutAccountsQueryOptions());

/** Mails a PIN that confirms one change. */
export const requestPin = () => api.post<void>('profile/pin_request');

export const validateNewAccount = (input: PayoutAccountInput) =>
  api.post<void>(`${PATH}/validate`, { json: input, contentType: LD });
export const createAccount = (input: PayoutAccountInput) =>
  api.post<PayoutAccount>(PATH, { json: input, contentType: LD });
/** PATCH is merge-patch (the client's default for PATCH). */
export const validateAccountPatch = (id: number, patch: PayoutAccountInput) =>
  api.patch<void>(`${PATH}/${id}/validate`, { json: patch });
export const updateAccount = (id: number, patch: PayoutAccountInput) =>
  api.patch<PayoutAccount>(`${PATH}/${id}`, { json: patch });
export const deleteAccount = (id: number, pin: string) =>
  api.delete<void>(`${PATH}/${id}`, { json: { pin } });

/** A PIN-confirmed change; the form shows its errors (422 on fields, the rest on the PIN). */
export function useAccountChange<V>(change: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountKeys.all }),
    meta: { silent: true },
  });
}
