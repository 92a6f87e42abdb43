import { api, buildPath, paths, type ApiSchema } from '@publisher-platform/shared';

const path = (token: string) => encodeURIComponent(token);

/** The confirmation payload is the fingerprint only; it signs the publisher in. */
export const confirmRegistration = (token: string, fingerprint: string) =>
  // The confirmation is posted to the page's own path (outside the API base).
  api.post<ApiSchema<'LoginSuccess'>>(buildPath(paths.registerConfirm, { token }), {
    json: { fingerprint } satisfies ApiSchema<'FingerprintRequest'>,
  });

export const confirmEmailUpdate = (token: string, fingerprint: string) =>
  api.post<ApiSchema<'EmailUpdateResult'>>(`email_update/confirm/${path(token)}`, {
    json: { fingerprint } satisfies ApiSchema<'FingerprintRequest'>,
  });
