/** Editing the own profile and changing the password. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';
import { PASSWORD_CHECKS_TIMEOUT, retryAfterOf } from '../harness';
import { registerAndConfirm, type Account } from './accounts';

const PROFILE = '/publisher/api/publishers/{id}';
const CHANGE_PASSWORD = '/publisher/api/publishers/{id}/change_password';
const MERGE_PATCH = 'application/merge-patch+json';

export function profileSuite(api: ContractClient): void {
  describe('profile', () => {
    let me: Account;
    beforeAll(async () => {
      me = await registerAndConfirm(api, 'profiler');
    });
    const patch = (json: unknown, id = me.id) =>
      api.call('PATCH', PROFILE, {
        params: { id },
        json,
        cookie: me.cookie,
        contentType: MERGE_PATCH,
      });

    it('edits the own profile', async () => {
      const res = await patch({
        language: 'uk',
        timezone: 'Asia/Tokyo',
        phone: '+380 44 123-45-67',
        dateOfBirth: '1988-12-31',
        contactInfo: '@profiler2',
        unknownField: 'ignored',
      });
      expect(res.status).toBe(200);
      const expected = {
        language: 'uk',
        locale: 'uk',
        languageInfo: { value: 'uk', label: 'Українська', icon: 'ua' },
        timezone: 'Asia/Tokyo',
        timezoneInfo: { value: 'Asia/Tokyo', label: '(UTC+09:00) Asia/Tokyo' },
        phone: '+380 44 123-45-67',
        dateOfBirth: '1988-12-31',
        contactInfo: '@profiler2',
      };
      expect(res.body).toMatchObject(expected);
      const current = await api.call('GET', '/publisher/api/publishers/current', {
        cookie: me.cookie,
      });
      expect(current.body).toMatchObject(expected);
      expect((await patch({ phone: null, dateOfBirth: '' })).body).toMatchObject({
        phone: null,
        dateOfBirth: null,
      });
    });

    it('rejects invalid values with 422 and changes nothing', async () => {
      const res = await patch({
        language: 'de',
        timezone: 'Mars/Olympus',
        phone: '12345',
        contactInfo: 'x',
        dateOfBirth: '2001-02-30',
        email: 'nope',
      });
      expect(res.status).toBe(422);
      expect((res.body as { violations: unknown[] }).violations).toEqual([
        { propertyPath: 'language', message: 'The value you selected is not a valid choice.' },
        { propertyPath: 'timezone', message: 'This value is not a valid timezone.' },
        { propertyPath: 'phone', message: 'Invalid phone number' },
        { propertyPath: 'contactInfo', message: 'Please input account' },
        { propertyPath: 'dateOfBirth', message: 'This value is not a valid date.' },
        { propertyPath: 'email', message: 'Please input valid email' },
        {
          propertyPath: 'currentPassword',
          message: 'Enter your current password to change the e-mail.',
        },
      ]);
      for (const phone of ['+1 23', '+1234567890123456', '+420 601 abc']) {
        expect((await patch({ phone })).status, phone).toBe(422);
      }
      const future = `${new Date().getUTCFullYear() + 1}-01-01`;
      for (const [dateOfBirth, message] of [
        [future, 'Date of birth cannot be in the future.'],
        ['1899-12-31', 'Date of birth cannot be before 1900.'],
        ['17.05.1990', 'This value is not a valid date.'],
      ]) {
        const res = await patch({ dateOfBirth });
        expect(res.status, dateOfBirth).toBe(422);
        expect((res.body as { violations: unknown[] }).violations).toEqual([
          { propertyPath: 'dateOfBirth', message },
        ]);
      }
      const current = await api.call('GET', '/publisher/api/publishers/current', {
        cookie: me.cookie,
      });
      expect(current.body).toMatchObject({ language: 'uk', timezone: 'Asia/Tokyo' });
    });

    it("answers 403 for another publisher's id", async () => {
      for (const id of ['1', 'current', '999']) {
        const res = await patch({ language: 'en' }, id);
        expect(res.status, id).toBe(403);
        expect(res.body).toMatchObject({ 'hydra:description': 'Access Denied.' });
      }
      const password = await api.call('PATCH', CHANGE_PASSWORD, {
        params: { id: '1' },
        json: { oldPassword: me.password, plainPassword: 'x', repeatPlainPassword: 'x' },
        cookie: me.cookie,
      });
      expect(password.status).toBe(403);
    });

    it(
      'changes the password, keeping this session and ending the others',
      async () => {
        const other = await api.loginCookie(me.username, me.password);
        const change = (json: Record<string, string>) =>
          api.call('PATCH', CHANGE_PASSWORD, {
            params: { id: me.id },
            json,
            cookie: me.cookie,
            contentType: MERGE_PATCH,
          });
        const wrong = await change({
          oldPassword: 'wrong',
          plainPassword: 'n',
          repeatPlainPassword: 'n',
        });
        expect((wrong.body as { violations: unknown[] }).violations).toEqual([
          { propertyPath: 'oldPassword', message: 'The current password is wrong.' },
          {
            propertyPath: 'plainPassword',
            message: 'The password must be at least 8 characters long.',
          },
        ]);
        for (const [plainPassword, message] of [
          ['seven77', 'The password must be at least 8 characters long.'],
          ['Password123', 'This password is too common. Choose one that is harder to guess.'],
          ['qwertyuiop', 'This password is too common. Choose one that is harder to guess.'],
        ] as const) {
          const weak = await change({
            oldPassword: me.password,
            plainPassword,
            repeatPlainPassword: plainPassword,
          });
          expect((weak.body as { violations: unknown[] }).violations, plainPassword).toEqual([
            { propertyPath: 'plainPassword', message },
          ]);
        }
        const mismatch = await change({
          oldPassword: me.password,
          plainPassword: 'new-secret',
          repeatPlainPassword: 'other',
        });
        expect(mismatch.body).toMatchObject({
          violations: [{ propertyPath: 'repeatPlainPassword', message: 'Passwords are not equal' }],
        });
        const blank = await change({
          oldPassword: me.password,
          plainPassword: '',
          repeatPlainPassword: '',
        });
        expect((blank.body as { violations: unknown[] }).violations).toEqual([
          { propertyPath: 'plainPassword', message: 'Password is required' },
          { propertyPath: 'repeatPlainPassword', message: 'Repeat password is required' },
        ]);
        const done = await change({
          oldPassword: me.password,
          plainPassword: 'new-secret',
          repeatPlainPassword: 'new-secret',
        });
        expect(done.status).toBe(204);
        const current = (cookie: string) =>
          api.call('GET', '/publisher/api/publishers/current', { cookie });
        expect((await current(me.cookie)).status).toBe(200);
        expect((await current(other)).status).toBe(401);
        expect(await api.loginCookie(me.username, 'new-secret')).toMatch(/^PPSESSID=/);
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'throttles guesses of the current password like logins (429, Retry-After)',
      async () => {
        await api.throttle('reset');
        const email = (currentPassword: string) =>
          patch({ email: 'profiler.next@work.example', currentPassword });
        for (let i = 1; i <= 5; i++) {
          const wrong = await email(`guess-${i}`);
          expect((wrong.body as { violations: unknown[] }).violations, `guess ${i}`).toEqual([
            { propertyPath: 'currentPassword', message: 'The current password is wrong.' },
          ]);
        }
        const held = await email('new-secret');
        expect(held.status).toBe(429);
        retryAfterOf(held.headers, 60);
        expect(held.body).toMatchObject({
          'hydra:description': 'Too many wrong passwords. Try again in 1 minute.',
        });
        const password = await api.call('PATCH', CHANGE_PASSWORD, {
          params: { id: me.id },
          json: { oldPassword: 'new-secret', plainPassword: 'x', repeatPlainPassword: 'x' },
          cookie: me.cookie,
          contentType: MERGE_PATCH,
        });
        expect(password.status).toBe(429);
        await api.throttle({ minutes: 1 });
        // The right password clears the count; nothing was changed meanwhile.
        expect((await email('new-secret')).body).toMatchObject({
          temporaryEmail: 'profiler.next@work.example',
        });
        const mails = await api.mailTo(me.email, 'Your e-mail address is being changed');
        expect(mails?.text).toContain('profiler.next@work.example');
        await api.throttle('reset');
      },
      PASSWORD_CHECKS_TIMEOUT,
    );
  });
}
