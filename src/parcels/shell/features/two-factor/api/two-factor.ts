import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type TwoFactorStatus = ApiSchema<'TwoFactorStatus'>;
export type TwoFactorSetup = ApiSchema<'TwoFactorSetup'>;
export type RecoveryCodes = ApiSchema<'RecoveryCodes'>;
export type TwoFactorConfirm = ApiSchema<'TwoFactorConfirmRequest'>;

export const twoFactorKeys = { all: ['two-factor'] as const };

export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: twoFactorKeys.all,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('two_factor', { signal }),
    // The section and the required-enrolment screen show a failure themselves.
    meta: { silent: true },
  });

/** A mutation whose errors go to its form (422 onto the fields); the state is read again after. */
function useTwoFactorMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }),
  });
}

export const useSetUpTwoFactor = () =>
  useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('two_factor/setup'),
    meta: { silent: true },
  });

export const useEnableTwoFactor = () =>
  useTwoFactorMutation((code: string) =>
    api.post<RecoveryCodes>('two_factor/enable', { json: { code } }),
  );

export const useDisableTwoFactor = () =>
  useTwoFactorMutation((body: TwoFactorConfirm) =>
    api.post<void>('two_factor/disable', { json: body }),
  );

export const useNewRecoveryCodes = () =>
  useTwoFactorMutation((body: TwoFactorConfirm) =>
    api.post<RecoveryCodes>('two_factor/recovery_codes', { json: body }),
  );

export const useForgetTrustedBrowsers = () =>
  useTwoFactorMutation(() => api.delete<void>('two_factor/trusted_browsers'));
