// The registration calls: options, messengers, uploads and the registration itself.
import { BASE_PATH, api, type ApiSchema } from '@publisher-platform/shared';

export type MessengerOption = ApiSchema<'SelectOption'>;
export type CustomField = ApiSchema<'CustomField'>;
export type CustomFieldValue = ApiSchema<'CustomFieldValue'>;
export type UploadedFile = ApiSchema<'MediaObject'>;

export const FIELD_INPUT = 1;
export const FIELD_SELECT = 2;
export const FIELD_UPLOAD = 3;

/** The registration payload. The messenger is one the server listed (fetchMessengers), so
 *  the form holds it as plain text; the server checks it against its list. */
export type RegistrationPayload = Omit<ApiSchema<'RegistrationRequest'>, 'messenger'> & {
  messenger: string;
};

export const fetchMessengers = (signal?: AbortSignal) =>
  api.get<MessengerOption[]>(`${BASE_PATH}/register/messengers`, { signal });

export const fetchCustomFields = (signal?: AbortSignal) =>
  api.collection<CustomField>('register/fields', { signal }).then(({ items }) => items);

export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<UploadedFile>('cdn', { body, timeout: 120_000 });
}

export const register = (payload: RegistrationPayload) =>
  api.post<ApiSchema<'RegistrationResult'>>('publishers/register', { json: payload });
