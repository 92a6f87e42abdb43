import { api, type ApiSchema } from '@publisher-platform/shared';

export type LoginCodePayload = ApiSchema<'LoginCodeRequest'>;

/** The second step of a sign-in; the pending-login cookie of the password step goes along. */
export const sendLoginCode = (payload: LoginCodePayload) =>
  // 401 here means the pending sign-in expired: the form goes back to the password.
  api.post<ApiSchema<'LoginSuccess'>>('login/two_factor', {
    json: payload,
    skipAuthRedirect: true,
  });
