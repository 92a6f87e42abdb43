/** Sign-up: messengers, custom fields, registration and the activation link. */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { linkPath, type ContractClient } from '../contract-client';
import {
  FIELD,
  UNCONFIRMED,
  registrationPayload,
  signupPass,
  uploadForm,
  PNG_BYTES,
} from './accounts';

const REGISTER = '/publisher/api/publishers/register';
const CONFIRM = '/publisher/register/confirm/{token}';

/** Registers with a chosen Host header (fetch cannot set it); answers the status. */
function registerWithHost(origin: string, host: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}/publisher/api/publishers/register`,
      { method: 'POST', headers: { Host: host, 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject).end(JSON.stringify(body));
  });
}

export function registrationSuite(api: ContractClient): void {
  describe('registration', () => {
    it('lists the messengers and the seeded custom fields', async () => {
      const messengers = await api.call('GET', '/publisher/register/messengers');
      expect((messengers.body as { value: string }[]).map((m) => m.value)).toEqual([
        'telegram',
        'skype',
        'whatsapp',
        'teams',
        'wechat',
      ]);
      const fields = await api.call('GET', '/publisher/api/register/fields');
      const { 'hydra:member': members } = fields.body as {
        'hydra:member': { id: number; type: number; properties: Record<string, unknown> }[];
      };
      expect(fields.body).toMatchObject({ 'hydra:totalItems': 4 });
      expect(members[0]).toEqual({
        '@id': FIELD(1),
        id: 1,
        type: 1,
        properties: {
          required: true,
          maxLength: 255,
          defaultValue: null,
          multiple: false,
          titles: [
            { language: 'en', default: true, title: 'Website' },
            { language: 'ru', title: 'Сайт' },
            { language: 'uk', title: 'Сайт' },
            { language: 'zh', title: '网站' },
          ],
        },
      });
      expect(members.map((f) => [f.type, f.properties.required, f.properties.multiple])).toEqual([
        [1, true, false],
        [2, false, true],
        [3, false, false],
        [3, false, true],
      ]);
      const options = members[1]?.properties.selectOptions as { value: string }[];
      expect(options.map((o) => o.value)).toEqual(['seo', 'social', 'email', 'push', 'native']);
    });

    it('registers an unconfirmed account, mails the link and signs in on confirmation', async () => {
      const logo = await api.call('POST', '/publisher/api/cdn', {
        form: uploadForm(PNG_BYTES, 'logo.png', 'image/png'),
        cookie: await signupPass(api),
      });
      const payload = registrationPayload('reggie', {
        customFieldValues: [
          { publisherCustomField: FIELD(1), value: 'https://reggie.example' },
          { publisherCustomField: FIELD(2), value: 'seo,push' },
          { publisherCustomField: FIELD(3), files: [(logo.body as { '@id': string })['@id']] },
        ],
        utmSource: 'newsletter',
      });
      const registered = await api.call('POST', REGISTER, { json: payload });
      expect(registered.status).toBe(201);
      expect(registered.body).toEqual({
        '@id': expect.stringMatching(/^\/publisher\/api\/publishers\/\d+$/),
        username: 'reggie',
        email: 'reggie@work.example',
      });
      const id = Number((registered.body as { '@id': string })['@id'].split('/').pop());
      const { db } = api.demo().server.app;
      const row = await db.get(
        `SELECT password_hash, confirmed, utm_source FROM publishers WHERE id = $1`,
        [id],
      );
      expect(row).toMatchObject({ confirmed: false, utm_source: 'newsletter' });
      expect(String(row?.password_hash)).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
      const traffic = await db.get(
        `SELECT value FROM publisher_custom_field_values WHERE publisher_id = $1 AND field_id = 2`,
        [id],
      );
      expect(traffic?.value).toBe('seo,push');

      const mail = await api.mailTo('reggie@work.example', 'Activate your account');
      expect(mail?.links[0]).toMatch(
        new RegExp(`^${api.origin()}/publisher/register/confirm/[\\w-]{40,}$`),
      );
      const login = { username: 'reggie', password: 'reggie-secret' };
      const early = await api.call('POST', '/publisher/api/login', { json: login });
      expect(early.status).toBe(401);
      expect(early.body).toEqual({ error: UNCONFIRMED });
      const wrong = await api.call('POST', '/publisher/api/login', {
        json: { ...login, password: 'nope' },
      });
      expect(wrong.body).toEqual({ error: 'Invalid credentials.' });

      const { path, token } = linkPath(mail?.links[0]);
      expect((await fetch(api.origin() + path)).status).toBe(200); // the page itself
      const confirmed = await api.call('POST', CONFIRM, {
        params: { token },
        json: { fingerprint: 'fp-1' },
      });
      expect(confirmed.body).toEqual({
        '@id': `/publisher/api/publishers/${id}`,
        username: 'reggie',
      });
      const setCookie = confirmed.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^PPSESSID=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax$/);
      const current = await api.call('GET', '/publisher/api/publishers/current', {
        cookie: setCookie.split(';')[0],
      });
      expect(current.body).toMatchObject({
        username: 'reggie',
        statusNew: true,
        dateOfBirth: null,
      });

      const again = await api.call('POST', CONFIRM, { params: { token }, json: {} });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        error: 'The confirmation link is invalid or has expired.',
      });
      expect((await api.call('POST', '/publisher/api/login', { json: login })).status).toBe(200);
    });

    it('refuses another Host with 421 and mails links of its public origin only', async () => {
      const payload = registrationPayload('hosted');
      for (const host of ['portal.example:8443', 'evil.example/x?', 'attacker.example']) {
        expect(await registerWithHost(api.origin(), host, payload), host).toBe(421);
      }
      expect(await api.mailTo(payload.email, 'Activate your account')).toBeUndefined();
      // The loopback names of its port are its own.
      const local = api.origin().replace('127.0.0.1', 'localhost');
      expect(await registerWithHost(api.origin(), new URL(local).host, payload)).toBe(201);
      const mail = await api.mailTo(payload.email, 'Activate your account');
      expect(mail?.links[0]?.startsWith(`${api.origin()}/publisher/register/confirm/`)).toBe(true);
    });
  });
}
