import { api, type ApiSchema } from '@publisher-platform/shared';

/** Spec §3 login payload. */
export type LoginPayload = ApiSchema<'LoginRequest'>;

export const login = (payload: LoginPayload) =>
  // Wrong credentials answer 401: that is a form error here, not a redirect.
  api.post<ApiSchema<'LoginSuccess'>>('login', { json: payload, skipAuthRedirect: true });
