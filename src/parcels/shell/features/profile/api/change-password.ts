import { useMutation } from '@tanstack/react-query';
import { api, getSession } from '@publisher-platform/shared';

export interface PasswordChange {
  oldPassword: string;
  plainPassword: string;
  repeatPlainPassword: string;
}

export function changePassword(body: PasswordChange): Promise<void> {
  const id = getSession()?.id;
  if (id === undefined) return Promise.reject(new Error('The profile is not loaded'));
  return api.patch<void>(`publishers/${id}/change_password`, { json: body });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { silent: true } });
