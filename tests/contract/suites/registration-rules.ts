/** Sign-up guards: field rules (422), disposable domains (406), the hourly limit (429). */
import { describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';
import { readMailbox } from '../harness';
import { FIELD, registrationPayload } from './accounts';

const REGISTER = '/publisher/api/publishers/register';
const BLOCKED =
  'Registration from disposable e-mail addresses is not allowed. Please use your work e-mail.';

export function registrationRulesSuite(api: ContractClient): void {
  describe('registration rules', () => {
    it('validates the payload with the texts of the form', async () => {
      const empty = await api.call('POST', REGISTER, { json: {} });
      expect(empty.status).toBe(422);
      expect((empty.body as { violations: unknown[] }).violations).toEqual([
        { propertyPath: 'email', message: 'Field is required' },
        { propertyPath: 'username', message: 'Username is required' },
        { propertyPath: 'plainPassword', message: 'Password is required' },
        { propertyPath: 'repeatPlainPassword', message: 'Repeat password is required' },
        {
          propertyPath: 'messenger',
          message: 'Please select your preferred instant messenger platform',
        },
        { propertyPath: 'contactInfo', message: 'Please input account' },
        { propertyPath: 'customFieldValues[1]', message: 'Field is required' },
      ]);
      expect((empty.body as { 'hydra:description': string })['hydra:description']).toContain(
        'email: Field is required\nusername: Username is required',
      );
      const bad = await api.call('POST', REGISTER, {
        json: registrationPayload('x', {
          email: 'not-an-email',
          username: 'a'.repeat(33),
          repeatPlainPassword: 'other',
          messenger: 'icq',
          contactInfo: 'x',
          customFieldValues: [
            { publisherCustomField: FIELD(1), value: 'w'.repeat(256) },
            { publisherCustomField: FIELD(2), value: 'seo,tv' },
            { publisherCustomField: FIELD(4), files: ['/publisher/api/cdn/nope'] },
          ],
        }),
      });
      expect((bad.body as { violations: unknown[] }).violations).toEqual([
        { propertyPath: 'email', message: 'Please input valid email' },
        {
          propertyPath: 'username',
          message: 'The username length should be less or equal than 32 symbols',
        },
        { propertyPath: 'repeatPlainPassword', message: 'Passwords do not match' },
        {
          propertyPath: 'messenger',
          message: 'Please select your preferred instant messenger platform',
        },
        { propertyPath: 'contactInfo', message: 'Please input account' },
        {
          propertyPath: 'customFieldValues[1]',
          message: 'The value is too long. It should have 255 characters or less.',
        },
        {
          propertyPath: 'customFieldValues[2]',
          message: 'The value you selected is not a valid choice.',
        },
        { propertyPath: 'customFieldValues[4]', message: 'File not found' },
      ]);
      const chars = await api.call('POST', REGISTER, {
        json: registrationPayload('x', { username: 'bad name!' }),
      });
      expect(chars.body).toMatchObject({
        violations: [
          {
            propertyPath: 'username',
            message: 'The username may contain only letters, digits and , . _ - @',
          },
        ],
      });
      const taken = await api.call('POST', REGISTER, {
        json: registrationPayload('x', { email: 'DEMO@example.com', username: 'Demo' }),
      });
      expect((taken.body as { violations: unknown[] }).violations).toEqual([
        { propertyPath: 'email', message: 'This e-mail is already registered.' },
        { propertyPath: 'username', message: 'This username is already taken.' },
      ]);
      expect((await api.call('POST', REGISTER, { json: ['not', 'an', 'object'] })).status).toBe(
        400,
      );
    });

    it('refuses disposable e-mail domains with 406', async () => {
      for (const email of ['someone@mailinator.com', 'a@x.GuerrillaMail.com']) {
        const res = await api.call('POST', REGISTER, {
          json: registrationPayload('throwaway', { email }),
        });
        expect(res.status, email).toBe(406);
        expect(res.body).toMatchObject({ 'hydra:description': BLOCKED });
      }
      await api.settings({ blockedEmailDomains: ['blocked.example'] });
      try {
        const blocked = await api.call('POST', REGISTER, { json: { email: 'a@blocked.example' } });
        expect(blocked.status).toBe(406);
        const allowed = await api.call('POST', REGISTER, { json: { email: 'a@mailinator.com' } });
        expect(allowed.status).toBe(422);
      } finally {
        await api.settings({ blockedEmailDomains: ['mailinator.com', 'guerrillamail.com'] });
      }
    });

    // Starts with a reset, which re-seeds a million click events.
    it(
      'allows 5 registrations per address and hour, then answers 429 with a cookie',
      { timeout: 30_000 },
      async () => {
        // A fresh database: no registrations yet, default settings (limit 5).
        expect((await fetch(`${api.origin()}/__demo/reset`, { method: 'POST' })).status).toBe(204);
        try {
          for (let i = 1; i <= 5; i++) {
            const res = await api.call('POST', REGISTER, {
              json: registrationPayload(`limit${i}`),
            });
            expect(res.status, `registration ${i}`).toBe(201);
          }
          const limited = await api.call('POST', REGISTER, { json: registrationPayload('limit6') });
          expect(limited.status).toBe(429);
          expect(limited.body).toMatchObject({
            'hydra:description': 'Registration limit exceeded',
          });
          expect(limited.headers.get('set-cookie')).toBe(
            'publisher_registration_limit=1; Path=/publisher; Max-Age=3600; SameSite=Lax',
          );
          expect((await readMailbox(api.origin())).length).toBe(5);
        } finally {
          await api.settings({ registrationLimit: null });
        }
        const unlimited = await api.call('POST', REGISTER, { json: registrationPayload('limit6') });
        expect(unlimited.status).toBe(201);
      },
    );
  });
}
