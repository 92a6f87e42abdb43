import { api, type ApiSchema } from '@publisher-platform/shared';

export type ResetPasswordPayload = ApiSchema<'ResetPasswordRequest'>;

/** The reset request payload (the e-mail); answers 204 for any well-formed address. */
export const requestPasswordReset = (email: string, fingerprint: string) =>
  api.post<void>('reset_password/send_email', {
    json: { email, fingerprint } satisfies ApiSchema<'ResetRequest'>,
  });

/** The reset confirm payload (merge-patch: the new password twice); signs the user in. */
export const resetPassword = (token: string, payload: ResetPasswordPayload) =>
  api.patch<ApiSchema<'LoginSuccess'>>(`publishers/${encodeURIComponent(token)}/reset_password`, {
    json: payload,
  });

/** Answers (204) while the mailed link can still set a password; 404 with the server's text
 *  when it is used, expired or unknown. */
export const checkResetToken = (token: string) =>
  api.get<void>(`publishers/${encodeURIComponent(token)}/reset_password`);
