import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type Claim = ApiSchema<'ConversionClaim'>;
export type ClaimInput = ApiSchema<'ConversionClaimInput'>;

export const claimKeys = { all: ['conversion_claims'] as const };

export const getClaims = (signal?: AbortSignal) =>
  api.collection<Claim>('conversion_claims', { signal });

export const claimsQueryOptions = () =>
  queryOptions({
    queryKey: claimKeys.all,
    queryFn: ({ signal }) => getClaims(signal),
    meta: { silent: true },
  });

export const useClaims = (enabled = true) => useQuery({ ...claimsQueryOptions(), enabled });

/** Errors go to the form (422 onto its fields, the rest as the portal's error text). */
export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => api.post<Claim>('conversion_claims', { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
    meta: { silent: true },
  });
}
