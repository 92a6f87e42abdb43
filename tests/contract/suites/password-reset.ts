/** Forgotten password: request (no enumeration, once per 2 hours) and the link. */
import { describe, expect, it } from 'vitest';
import { linkPath, type ContractClient } from '../contract-client';
import { readMailbox, retryAfterOf, sessionCookieFrom } from '../harness';

const SEND = '/publisher/api/reset_password/send_email';
const RESET = '/publisher/api/publishers/{token}/reset_password';
const SUBJECT = 'Reset your password';
const INVALID = 'The password reset link is invalid or has expired.';

export function passwordResetSuite(api: ContractClient): void {
  const mailsTo = async (to: string) =>
    (await readMailbox(api.origin())).filter((m) => m.to === to && m.subject === SUBJECT);

  describe('password reset', () => {
    it('answers 204 whether or not the address is known, and 422 for a bad one', async () => {
      const unknown = await api.call('POST', SEND, {
        json: { email: 'nobody@example.org', fingerprint: 'f' },
      });
      expect(unknown.status).toBe(204);
      expect(await mailsTo('nobody@example.org')).toEqual([]);
      for (const [email, message] of [
        ['', 'Field is required'],
        ['   ', 'Field is required'],
        ['not-an-email', 'Please input valid email'],
      ]) {
        const res = await api.call('POST', SEND, { json: { email } });
        expect(res.status, email).toBe(422);
        expect(res.body).toMatchObject({ violations: [{ propertyPath: 'email', message }] });
      }
    });

    it('mails a link at most once per 2 hours per account', async () => {
      const email = 'partner01@example.net';
      expect(
        (await api.call('POST', SEND, { json: { email: 'PARTNER01@example.net' } })).status,
      ).toBe(204);
      const [first] = await mailsTo(email);
      expect(first?.links[0]).toMatch(
        new RegExp(`^${api.origin()}/publisher/reset_password/confirm/[\\w-]{40,}$`),
      );
      expect((await api.call('POST', SEND, { json: { email } })).status).toBe(204);
      expect(await mailsTo(email)).toHaveLength(1);
      // Two hours later another mail may go out.
      await api.demo().server.app.db.run(
        `UPDATE publishers SET reset_mail_sent_at = reset_mail_sent_at - INTERVAL 121 MINUTE
         WHERE email = $1`,
        [email],
      );
      expect((await api.call('POST', SEND, { json: { email } })).status).toBe(204);
      expect(await mailsTo(email)).toHaveLength(2);
    });

    it('sets the new password from the link, once, and signs in', async () => {
      const email = 'partner02@example.net';
      await api.call('POST', SEND, { json: { email } });
      const { token } = linkPath((await mailsTo(email))[0]?.links[0]);
      // The page asks first whether the link still works; asking changes nothing.
      for (let i = 0; i < 2; i++) {
        const usable = await api.call('GET', RESET, { params: { token } });
        expect(usable.status).toBe(204);
        expect(usable.headers.get('cache-control')).toBe('no-store');
      }
      const mismatch = await api.call('PATCH', RESET, {
        params: { token },
        json: { plainPassword: 'fresh-pass', repeatPlainPassword: 'other' },
        contentType: 'application/merge-patch+json',
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({
        violations: [{ propertyPath: 'repeatPlainPassword', message: 'Passwords are not equal' }],
      });
      const blank = await api.call('PATCH', RESET, {
        params: { token },
        json: { plainPassword: '  ', repeatPlainPassword: '  ' },
      });
      expect(blank.body).toMatchObject({
        violations: [{ propertyPath: 'plainPassword', message: 'Password is required' }],
      });
      for (const [plainPassword, message] of [
        ['1', 'The password must be at least 8 characters long.'],
        ['iloveyou', 'This password is too common. Choose one that is harder to guess.'],
      ]) {
        const weak = await api.call('PATCH', RESET, {
          params: { token },
          json: { plainPassword, repeatPlainPassword: plainPassword },
        });
        expect((weak.body as { violations: unknown[] }).violations, plainPassword).toEqual([
          { propertyPath: 'plainPassword', message },
        ]);
      }
      const done = await api.call('PATCH', RESET, {
        params: { token },
        json: { plainPassword: 'fresh-pass', repeatPlainPassword: 'fresh-pass', fingerprint: 'f' },
        contentType: 'application/merge-patch+json',
      });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ '@id': '/publisher/api/publishers/5', username: 'partner02' });
      const cookie = sessionCookieFrom(done.headers.get('set-cookie'));
      const current = await api.call('GET', '/publisher/api/publishers/current', { cookie });
      expect(current.body).toMatchObject({ username: 'partner02' });

      const reused = await api.call('PATCH', RESET, {
        params: { token },
        json: { plainPassword: 'x', repeatPlainPassword: 'x' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ 'hydra:description': INVALID });
      const used = await api.call('GET', RESET, { params: { token } });
      expect(used.status).toBe(404);
      expect(used.body).toMatchObject({ 'hydra:description': INVALID });
      expect(await api.loginCookie('partner02', 'fresh-pass')).toMatch(/^PPSESSID=/);
    });

    it('refuses expired and unknown links', async () => {
      const email = 'partner03@example.net';
      await api.call('POST', SEND, { json: { email } });
      const { token } = linkPath((await mailsTo(email))[0]?.links[0]);
      await api
        .demo()
        .server.app.db.run(
          `UPDATE publisher_tokens SET expires_at = created_at - INTERVAL 1 HOUR WHERE kind = 'reset'`,
        );
      const expired = await api.call('PATCH', RESET, {
        params: { token },
        json: { plainPassword: 'p', repeatPlainPassword: 'p' },
      });
      expect(expired.status).toBe(400);
      expect((await api.call('GET', RESET, { params: { token } })).status).toBe(404);
      const unknownCheck = await api.call('GET', RESET);
      expect(unknownCheck.status).toBe(404);
      expect(unknownCheck.body).toMatchObject({ 'hydra:description': INVALID });
      const unknown = await api.call('PATCH', RESET, {
        json: { plainPassword: 'p', repeatPlainPassword: 'p' },
      });
      expect(unknown.body).toMatchObject({ 'hydra:description': INVALID });
    });

    it('answers 429 after 10 requests from one address within an hour', async () => {
      await api.throttle('reset');
      const send = () => api.call('POST', SEND, { json: { email: 'nobody@example.org' } });
      for (let i = 1; i <= 10; i++) expect((await send()).status, `request ${i}`).toBe(204);
      const held = await send();
      expect(held.status).toBe(429);
      retryAfterOf(held.headers, 3600);
      expect(held.body).toMatchObject({
        'hydra:description': 'Too many reset requests. Try again in 60 minutes.',
      });
      await api.throttle({ minutes: 60 });
      expect((await send()).status).toBe(204);
      await api.throttle('reset');
    });
  });
}
