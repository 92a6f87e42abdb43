import { api } from '@publisher-platform/shared';

/** Spec §3 reset request payload; answers 204 for any well-formed address. */
export const requestPasswordReset = (email: string, fingerprint: string) =>
  api.post<void>('reset_password/send_email', { json: { email, fingerprint } });

/** Spec §3 reset confirm payload (merge-patch); signs the user in. */
export const resetPassword = (
  token: string,
  payload: { plainPassword: string; repeatPlainPassword: string; fingerprint: string },
) =>
  api.patch<{ '@id': string; username: string }>(
    `publishers/${encodeURIComponent(token)}/reset_password`,
    { json: payload },
  );
