import { api, type ApiSchema } from '@publisher-platform/shared';

export type ResetPasswordPayload = ApiSchema<'ResetPasswordRequest'>;

/** Spec §3 reset request payload; answers 204 for any well-formed address. */
export const requestPasswordReset = (email: string, fingerprint: string) =>
  api.post<void>('reset_password/send_email', {
    json: { email, fingerprint } satisfies ApiSchema<'ResetRequest'>,
  });

/** Spec §3 reset confirm payload (merge-patch); signs the user in. */
export const resetPassword = (token: string, payload: ResetPasswordPayload) =>
  api.patch<ApiSchema<'LoginSuccess'>>(`publishers/${encodeURIComponent(token)}/reset_password`, {
    json: payload,
  });
