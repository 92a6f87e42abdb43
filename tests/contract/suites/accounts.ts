/** Test accounts made through the real sign-up flow, and small test files. */
import { expect } from 'vitest';
import { linkPath, type ContractClient } from '../contract-client';
import { sessionCookieFrom } from '../harness';

/** The smallest files that pass the magic-byte check. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-test-image'),
]);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF'),
]);

export const FIELD = (id: number) => `/publisher/api/publisher_custom_fields/${id}`;
export const UNCONFIRMED =
  'Please confirm your e-mail address first. Check your inbox for the activation link.';

export function registrationPayload(username: string, overrides: Record<string, unknown> = {}) {
  return {
    email: `${username}@work.example`,
    username,
    plainPassword: `${username}-secret`,
    repeatPlainPassword: `${username}-secret`,
    messenger: 'telegram',
    contactInfo: `@${username}`,
    customFieldValues: [{ publisherCustomField: FIELD(1), value: `https://${username}.example` }],
    fingerprint: 'fp-register',
    registrationReferrerToken: null,
    utmSource: null,
    ...overrides,
  };
}

export function uploadForm(data: Buffer, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

/** The upload pass a browser gets when the sign-up form loads its fields ("pp_signup=…"). */
export async function signupPass(api: ContractClient): Promise<string> {
  const fields = await api.call('GET', '/publisher/api/register/fields');
  const match = /(?:^|,\s*)(pp_signup=[^;]+)/.exec(fields.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('register/fields set no pp_signup cookie');
  return match[1];
}

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** Registers, follows the activation link and returns the signed-in account. */
export async function registerAndConfirm(api: ContractClient, username: string): Promise<Account> {
  const payload = registrationPayload(username);
  const registered = await api.call('POST', '/publisher/api/publishers/register', {
    json: payload,
  });
  expect(registered.status).toBe(201);
  const id = (registered.body as { '@id': string })['@id'].split('/').pop() ?? '';
  const mail = await api.mailTo(payload.email, 'Activate your account');
  const confirmed = await api.call('POST', '/publisher/register/confirm/{token}', {
    params: { token: linkPath(mail?.links[0]).token },
    json: { fingerprint: 'fp-confirm' },
  });
  expect(confirmed.status).toBe(200);
  return {
    id,
    username,
    email: payload.email,
    password: payload.plainPassword,
    cookie: sessionCookieFrom(confirmed.headers.get('set-cookie')),
  };
}
