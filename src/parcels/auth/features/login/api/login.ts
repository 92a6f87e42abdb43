import { api, type ApiSchema } from '@publisher-platform/shared';

/** The login payload: username or e-mail, password, remember-me and the fingerprint. */
export type LoginPayload = ApiSchema<'LoginRequest'>;

export const login = (payload: LoginPayload) =>
  // Wrong credentials answer 401: that is a form error here, not a redirect.
  api.post<ApiSchema<'LoginSuccess'>>('login', { json: payload, skipAuthRedirect: true });
