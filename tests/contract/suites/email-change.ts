/**
 * Changing the e-mail: PATCH (with the current password) sets temporaryEmail, mails a link to
 * the new address and a notice to the old one; the link confirms it; PINs wait a day after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath, type ContractClient } from '../contract-client';
import { postJson } from '../harness';
import { registerAndConfirm, type Account } from './accounts';

const PROFILE = '/publisher/api/publishers/{id}';
const CONFIRM_EMAIL = '/publisher/api/email_update/confirm/{token}';

export function emailChangeSuite(api: ContractClient): void {
  describe('e-mail change', () => {
    let me: Account;
    beforeAll(async () => {
      me = await registerAndConfirm(api, 'mover');
    });
    const patch = (json: unknown) =>
      api.call('PATCH', PROFILE, {
        params: { id: me.id },
        json,
        cookie: me.cookie,
        contentType: 'application/merge-patch+json',
      });

    it('needs the current password to change the e-mail', async () => {
      for (const [json, message] of [
        [{ email: 'mover.new@work.example' }, 'Enter your current password to change the e-mail.'],
        [
          { email: 'mover.new@work.example', currentPassword: '' },
          'Enter your current password to change the e-mail.',
        ],
        [
          { email: 'mover.new@work.example', currentPassword: 'wrong' },
          'The current password is wrong.',
        ],
      ] as const) {
        const res = await patch(json);
        expect(res.status).toBe(422);
        expect((res.body as { violations: unknown[] }).violations).toEqual([
          { propertyPath: 'currentPassword', message },
        ]);
      }
      expect(await api.mailTo('mover.new@work.example', 'Confirm your new e-mail')).toBeUndefined();
    });

    it('changes the e-mail only after the mailed link is followed', async () => {
      const taken = await patch({ email: 'nosmart@EXAMPLE.com', currentPassword: me.password });
      expect(taken.body).toMatchObject({
        violations: [{ propertyPath: 'email', message: 'This e-mail is already registered.' }],
      });
      const res = await patch({ email: 'mover.new@work.example', currentPassword: me.password });
      expect(res.body).toMatchObject({
        email: me.email,
        temporaryEmail: 'mover.new@work.example',
      });
      const mail = await api.mailTo('mover.new@work.example', 'Confirm your new e-mail');
      const { path, token } = linkPath(mail?.links[0]);
      expect(path).toBe(`/publisher/email_update/confirm/${token}`);
      expect(mail?.links[0]?.startsWith(api.origin())).toBe(true);
      // The current address hears of it, with where to stop it.
      const notice = await api.mailTo(me.email, 'Your e-mail address is being changed');
      expect(notice?.text).toContain('mover.new@work.example');
      expect(notice?.links).toEqual([`${api.origin()}/publisher/settings`]);

      // Someone takes the address in between: 422, and the link keeps working.
      const { db } = api.demo().server.app;
      await db.run(`UPDATE publishers SET email = 'mover.new@work.example' WHERE id = 7`);
      const raced = await api.call('POST', CONFIRM_EMAIL, { params: { token }, json: {} });
      expect(raced.status).toBe(422);
      await db.run(`UPDATE publishers SET email = 'partner04@example.net' WHERE id = 7`);

      const confirmed = await api.call('POST', CONFIRM_EMAIL, {
        params: { token },
        json: { fingerprint: 'fp' },
      });
      expect(confirmed.body).toEqual({
        '@id': `/publisher/api/publishers/${me.id}`,
        email: 'mover.new@work.example',
      });
      const current = await api.call('GET', '/publisher/api/publishers/current', {
        cookie: me.cookie,
      });
      expect(current.body).toMatchObject({
        email: 'mover.new@work.example',
        temporaryEmail: null,
      });
      const reused = await api.call('POST', CONFIRM_EMAIL, { params: { token }, json: {} });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({
        error: 'The e-mail confirmation link is invalid or has expired.',
      });
    });

    it('mails no PIN for 24 hours after the change', async () => {
      const pin = () =>
        api.call('POST', '/publisher/api/profile/pin_request', { cookie: me.cookie });
      const held = await pin();
      expect(held.status).toBe(403);
      expect(held.body).toMatchObject({
        'hydra:description': expect.stringMatching(
          /^Your e-mail address was changed less than 24 hours ago\. For your security, PINs are sent again from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.$/,
        ),
      });
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      expect(
        await api.mailTo('mover.new@work.example', 'Your PIN for payment accounts'),
      ).toBeUndefined();
      const advance = await postJson(`${api.origin()}/__demo/finance/pins/advance`, {
        username: me.username,
        minutes: 1440,
      });
      expect(advance.status).toBe(204);
      expect((await pin()).status).toBe(204);
      expect(
        await api.mailTo('mover.new@work.example', 'Your PIN for payment accounts'),
      ).toBeDefined();
    });
  });
}
