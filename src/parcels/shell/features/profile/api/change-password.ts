import { useMutation } from '@tanstack/react-query';
import { api, getSession, type ApiSchema } from '@publisher-platform/shared';

export type PasswordChange = ApiSchema<'ChangePasswordRequest'>;

export function changePassword(body: PasswordChange): Promise<void> {
  const id = getSession()?.id;
  if (id === undefined) return Promise.reject(new Error('The profile is not loaded'));
  return api.patch<void>(`publishers/${id}/change_password`, { json: body });
}

/** Errors go to the form (422 onto its fields). */
export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { silent: true } });
