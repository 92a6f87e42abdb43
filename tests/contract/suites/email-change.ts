/** Changing the e-mail: PATCH sets temporaryEmail and mails a link; the link confirms it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath, type ContractClient } from '../contract-client';
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

    it('changes the e-mail only after the mailed link is followed', async () => {
      const taken = await patch({ email: 'nosmart@EXAMPLE.com' });
      expect(taken.body).toMatchObject({
        violations: [{ propertyPath: 'email', message: 'This e-mail is already registered.' }],
      });
      const res = await patch({ email: 'mover.new@work.example' });
      expect(res.body).toMatchObject({
        email: me.email,
        temporaryEmail: 'mover.new@work.example',
      });
      const mail = await api.mailTo('mover.new@work.example', 'Confirm your new e-mail');
      const { path, token } = linkPath(mail?.links[0]);
      expect(path).toBe(`/publisher/email_update/confirm/${token}`);
      expect(mail?.links[0]?.startsWith(api.origin())).toBe(true);

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
        'hydra:description': 'The e-mail confirmation link is invalid or has expired.',
      });
    });
  });
}
