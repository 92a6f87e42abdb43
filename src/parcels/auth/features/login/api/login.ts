import { api } from '@publisher-platform/shared';

/** Spec §3 login payload. */
export interface LoginPayload {
  username: string;
  password: string;
  _remember_me: boolean;
  fingerprint: string;
}

export const login = (payload: LoginPayload) =>
  // Wrong credentials answer 401: that is a form error here, not a redirect.
  api.post<unknown>('login', { json: payload, skipAuthRedirect: true });
