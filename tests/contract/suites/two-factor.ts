/**
 * Two-factor sign-in: set up and confirm with a first code, the login's code step (app code,
 * recovery code, trusted browser), new recovery codes and turning off, each throttled.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import type { ContractClient } from '../contract-client';
import { PASSWORD_CHECKS_TIMEOUT, sessionCookieFrom } from '../harness';
import { registerAndConfirm, type Account } from './accounts';

const LOGIN = '/publisher/api/login';
const LOGIN_CODE = '/publisher/api/login/two_factor';
const STATUS = '/publisher/api/two_factor';
const SETUP = '/publisher/api/two_factor/setup';
const ENABLE = '/publisher/api/two_factor/enable';
const DISABLE = '/publisher/api/two_factor/disable';
const CODES = '/publisher/api/two_factor/recovery_codes';
const BROWSERS = '/publisher/api/two_factor/trusted_browsers';
const WRONG_CODE = 'The code is wrong or has already been used.';

/** "NAME=value" of a Set-Cookie header (fetch joins several with ", "). */
function cookieFrom(setCookie: string | null, name: string): string {
  const match = new RegExp(`(?:^|,\\s*)(${name}=[^;]*)`).exec(setCookie ?? '');
  if (!match?.[1]) throw new Error(`no ${name} in Set-Cookie: ${setCookie}`);
  return match[1];
}

/** The app's code of a 30-second step (Date.now() / 30 s is the current one). */
const codeAt = (secret: string, step: number) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: step * 30_000 });
const currentStep = () => OTPAuth.TOTP.counter();

export function twoFactorSuite(api: ContractClient): void {
  describe('two-factor sign-in', () => {
    let me: Account;
    let secret = '';
    let firstStep = 0;
    let recovery: string[] = [];
    beforeAll(async () => {
      me = await registerAndConfirm(api, 'twofactor');
    });
    afterEach(() => api.throttle('reset'));
    const post = (path: string, json?: unknown, cookie = me.cookie) =>
      api.call('POST', path, { ...(json === undefined ? {} : { json }), cookie });
    const passwordStep = async (cookie?: string) => {
      const res = await api.call('POST', LOGIN, {
        json: { username: me.username, password: me.password },
        ...(cookie ? { cookie } : {}),
      });
      return res;
    };

    it('is off at first, and refuses what needs it on', async () => {
      const status = await api.call('GET', STATUS, { cookie: me.cookie });
      expect(status.body).toEqual({ enabled: false, recoveryCodesLeft: 0, trustedBrowsers: 0 });
      expect((await post(ENABLE, { code: '123456' })).status).toBe(409);
      const off = await post(DISABLE, { password: me.password, code: '123456' });
      expect(off.status).toBe(409);
      expect(off.body).toMatchObject({ 'hydra:description': 'Two-factor sign-in is off.' });
      expect((await post(CODES, { password: me.password, code: '123456' })).status).toBe(409);
    });

    it('turns on with a first code and answers 10 recovery codes once', async () => {
      const setup = await post(SETUP);
      expect(setup.status).toBe(200);
      const body = setup.body as { secret: string; otpauthUri: string };
      secret = body.secret;
      expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*twofactor\?.*secret=[A-Z2-7]+/);
      for (const [code, message] of [
        ['', 'Enter the code.'],
        ['000000', WRONG_CODE],
      ]) {
        const wrong = await post(ENABLE, { code });
        expect(wrong.status).toBe(422);
        expect(wrong.body).toMatchObject({ violations: [{ propertyPath: 'code', message }] });
      }
      firstStep = currentStep();
      const on = await post(ENABLE, { code: codeAt(secret, firstStep) });
      expect(on.status).toBe(200);
      recovery = (on.body as { recoveryCodes: string[] }).recoveryCodes;
      expect(new Set(recovery).size).toBe(10);
      expect(await api.mailTo(me.email, 'Two-factor sign-in turned on')).toBeDefined();
      expect((await post(SETUP)).status).toBe(409);
      expect((await post(ENABLE, { code: codeAt(secret, firstStep) })).status).toBe(409);
      const status = await api.call('GET', STATUS, { cookie: me.cookie });
      expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, trustedBrowsers: 0 });
    });

    it(
      'asks for the code after the password; a code works once, a recovery code too',
      async () => {
        const asked = await passwordStep();
        expect(asked.status).toBe(401);
        expect(asked.body).toEqual({
          error: 'Enter the code from your authenticator app.',
          twoFactorRequired: true,
        });
        expect(asked.headers.get('set-cookie') ?? '').not.toContain('PPSESSID');
        const pending = cookieFrom(asked.headers.get('set-cookie'), 'PP2FA');
        // The code that turned it on was used already.
        const replay = await post(LOGIN_CODE, { code: codeAt(secret, firstStep) }, pending);
        expect(replay.status).toBe(422);
        expect(replay.body).toMatchObject({ violations: [{ message: WRONG_CODE }] });
        const done = await post(LOGIN_CODE, { code: codeAt(secret, firstStep + 1) }, pending);
        expect(done.status).toBe(200);
        expect(done.body).toEqual({
          '@id': `/publisher/api/publishers/${me.id}`,
          username: me.username,
        });
        const session = sessionCookieFrom(done.headers.get('set-cookie'));
        expect((await api.call('GET', STATUS, { cookie: session })).status).toBe(200);
        // The pending sign-in is over.
        expect((await post(LOGIN_CODE, { code: recovery[0] }, pending)).status).toBe(401);

        const again = cookieFrom((await passwordStep()).headers.get('set-cookie'), 'PP2FA');
        const byRecovery = await post(LOGIN_CODE, { code: recovery[0]?.toUpperCase() }, again);
        expect(byRecovery.status).toBe(200);
        const third = cookieFrom((await passwordStep()).headers.get('set-cookie'), 'PP2FA');
        expect((await post(LOGIN_CODE, { code: recovery[0] }, third)).status).toBe(422);
        const status = await api.call('GET', STATUS, { cookie: me.cookie });
        expect(status.body).toMatchObject({ recoveryCodesLeft: 9 });
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'answers 401 without a pending sign-in',
      async () => {
        const res = await post(LOGIN_CODE, { code: '123456' }, '');
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'The sign-in has expired. Enter your password again.' });
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'skips the code in a trusted browser until the browsers are forgotten',
      async () => {
        const pending = cookieFrom((await passwordStep()).headers.get('set-cookie'), 'PP2FA');
        const trusted = await post(LOGIN_CODE, { code: recovery[1], trustBrowser: true }, pending);
        expect(trusted.status).toBe(200);
        const setCookie = trusted.headers.get('set-cookie');
        expect(setCookie).toMatch(
          /PPTRUST=[\w-]+\.[0-9a-f]{64}; Path=\/publisher\/api\/login; HttpOnly; SameSite=Strict; Max-Age=2592000/,
        );
        const trust = cookieFrom(setCookie, 'PPTRUST');
        expect((await passwordStep(trust)).status).toBe(200);
        // A forged signature is not trusted.
        expect((await passwordStep(`${trust.slice(0, -4)}0000`)).status).toBe(401);
        const status = await api.call('GET', STATUS, { cookie: me.cookie });
        expect(status.body).toMatchObject({ trustedBrowsers: 1 });
        const forget = await api.call('DELETE', BROWSERS, { cookie: me.cookie });
        expect(forget.status).toBe(204);
        expect((await passwordStep(trust)).body).toMatchObject({ twoFactorRequired: true });
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'throttles wrong codes at sign-in like wrong passwords',
      async () => {
        const pending = cookieFrom((await passwordStep()).headers.get('set-cookie'), 'PP2FA');
        for (let i = 0; i < 5; i++) {
          expect((await post(LOGIN_CODE, { code: '000000' }, pending)).status).toBe(422);
        }
        const held = await post(LOGIN_CODE, { code: recovery[2] }, pending);
        expect(held.status).toBe(429);
        expect(held.body).toMatchObject({
          error: 'Too many failed sign-in attempts. Try again in 1 minute.',
        });
        // A new pending sign-in (the right password) does not clear the count.
        const next = cookieFrom((await passwordStep()).headers.get('set-cookie'), 'PP2FA');
        expect((await post(LOGIN_CODE, { code: recovery[2] }, next)).status).toBe(429);
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'replaces the recovery codes with password and code',
      async () => {
        const wrong = await post(CODES, { password: 'wrong', code: recovery[2] });
        expect(wrong.status).toBe(422);
        expect(wrong.body).toMatchObject({
          violations: [{ propertyPath: 'password', message: 'The current password is wrong.' }],
        });
        const fresh = await post(CODES, { password: me.password, code: recovery[2] });
        expect(fresh.status).toBe(200);
        const old = recovery[3];
        recovery = (fresh.body as { recoveryCodes: string[] }).recoveryCodes;
        const stale = await post(DISABLE, { password: me.password, code: old });
        expect(stale.status).toBe(422);
        expect(stale.body).toMatchObject({ violations: [{ propertyPath: 'code' }] });
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'throttles wrong codes in the settings',
      async () => {
        for (let i = 0; i < 5; i++) {
          const res = await post(DISABLE, { password: me.password, code: `00000${i}` });
          expect(res.status).toBe(422);
        }
        expect((await post(DISABLE, { password: me.password, code: '000000' })).status).toBe(429);
        expect((await post(CODES, { password: me.password, code: '000000' })).status).toBe(429);
        // Enabling counts wrong codes alike (another account, set up but not on).
        const other = await registerAndConfirm(api, 'twofactor2');
        expect((await post(SETUP, undefined, other.cookie)).status).toBe(200);
        for (let i = 0; i < 5; i++) {
          expect((await post(ENABLE, { code: '000000' }, other.cookie)).status).toBe(422);
        }
        const held = await post(ENABLE, { code: '000000' }, other.cookie);
        expect(held.status).toBe(429);
        expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
      },
      PASSWORD_CHECKS_TIMEOUT,
    );

    it(
      'turns off with password and a recovery code, and mails it',
      async () => {
        const off = await post(DISABLE, { password: me.password, code: recovery[0] });
        expect(off.status).toBe(204);
        expect(await api.mailTo(me.email, 'Two-factor sign-in turned off')).toBeDefined();
        const status = await api.call('GET', STATUS, { cookie: me.cookie });
        expect(status.body).toEqual({ enabled: false, recoveryCodesLeft: 0, trustedBrowsers: 0 });
        expect((await passwordStep()).status).toBe(200);
      },
      PASSWORD_CHECKS_TIMEOUT,
    );
  });
}
