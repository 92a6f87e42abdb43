import { api } from '@publisher-platform/shared';

const path = (token: string) => encodeURIComponent(token);

/** Spec §7: the confirmation payload is the fingerprint only. */
export const confirmRegistration = (token: string, fingerprint: string) =>
  api.post<{ '@id': string; username: string }>(`/publisher/register/confirm/${path(token)}`, {
    json: { fingerprint },
  });

export const confirmEmailUpdate = (token: string, fingerprint: string) =>
  api.post<{ '@id': string; email: string }>(`email_update/confirm/${path(token)}`, {
    json: { fingerprint },
  });
