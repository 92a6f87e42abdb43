// The registration calls (spec §3, §7 and the agreed contract).
import { api } from '@publisher-platform/shared';

export interface MessengerOption {
  value: string;
  label: string;
}

export interface CustomFieldTitle {
  language: string;
  title: string;
  default?: boolean;
}

export const FIELD_INPUT = 1;
export const FIELD_SELECT = 2;
export const FIELD_UPLOAD = 3;

export interface CustomField {
  '@id': string;
  id: number;
  type: number;
  properties: {
    required?: boolean;
    maxLength?: number;
    selectOptions?: MessengerOption[];
    defaultValue?: string | null;
    multiple?: boolean;
    titles?: CustomFieldTitle[];
  };
}

export type CustomFieldValue =
  | { publisherCustomField: string; value: string }
  | { publisherCustomField: string; files: string[] };

/** Spec §3 registration payload. */
export interface RegistrationPayload {
  email: string;
  username: string;
  plainPassword: string;
  repeatPlainPassword: string;
  messenger: string;
  contactInfo: string;
  customFieldValues: CustomFieldValue[];
  fingerprint: string;
  registrationReferrerToken: string | null;
  utmSource: string | null;
}

export interface UploadedFile {
  '@id': string;
  contentUrl: string;
}

export const fetchMessengers = (signal?: AbortSignal) =>
  api.get<MessengerOption[]>('/publisher/register/messengers', { signal });

export const fetchCustomFields = (signal?: AbortSignal) =>
  api
    .get<{ 'hydra:member'?: CustomField[] }>('register/fields', { signal })
    .then((body) => body['hydra:member'] ?? []);

export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<UploadedFile>('cdn', { body, timeout: 120_000 });
}

export const register = (payload: RegistrationPayload) =>
  api.post<{ '@id': string; username: string; email: string }>('publishers/register', {
    json: payload,
  });
