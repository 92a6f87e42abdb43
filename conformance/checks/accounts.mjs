// @ts-check
/**
 * The account flows' rules, probed with requests a conforming backend refuses (so nothing is
 * created, mailed or stored when it conforms): the password policy, the e-mail change's
 * password, uploads without a sign-up, and the throttles of reset mails, sign-ups and logins.
 * The login throttle runs last: with the real account it leaves it locked for a minute.
 */
import { randomBytes } from 'node:crypto';
import { firstSession } from './contract.mjs';

/** @typedef {import('../lib/kit.mjs').Context} Context */

const REGISTER = '/publisher/api/publishers/register';
const LOGIN = '/publisher/api/login';
const tag = () => randomBytes(4).toString('hex');

/** @param {string} password @param {Record<string, unknown>} [overrides] */
function registration(password, overrides = {}) {
  const name = `conformance${tag()}`;
  return {
    email: `${name}@example.invalid`,
    username: name,
    plainPassword: password,
    repeatPlainPassword: password,
    messenger: 'telegram',
    contactInfo: '@conformance',
    customFieldValues: [],
    fingerprint: 'conformance-kit',
    registrationReferrerToken: null,
    utmSource: null,
    ...overrides,
  };
}

/** The paths of an answer's violations. @param {Context} ctx @param {import('../lib/http.mjs').Answer} a */
const violated = (ctx, a) =>
  new Set((ctx.jsonOf(a)?.violations ?? []).map((/** @type {any} */ v) => v?.propertyPath));

/**
 * Sends `send` up to `tries` times until it answers 429; a problem unless it did, with
 * Retry-After. Answers how many tries it took (0: never).
 * @param {Context} ctx @param {string} id @param {string} what
 * @param {() => Promise<import('../lib/http.mjs').Answer>} send @param {number} tries
 */
async function expectThrottle(ctx, id, what, send, tries) {
  for (let i = 1; i <= tries; i++) {
    const answer = await send();
    if (answer.status !== 429) continue;
    if (!/^\d+$/.test(answer.headers.get('retry-after') ?? '')) {
      ctx.fail(id, `${what}: 429 without a Retry-After header`);
    }
    ctx.note(id, `${what}: 429 at try ${i}`);
    return i;
  }
  ctx.fail(id, `${what}: ${tries} tries, never a 429`);
  return 0;
}

/** @type {import('../lib/kit.mjs').Check} */
export const passwordPolicy = {
  id: 'password.policy',
  writes: true,
  async run(ctx) {
    for (const password of ['Sh0rt!x', 'password123']) {
      const answer = await ctx.client.request('POST', REGISTER, { json: registration(password) });
      if (answer.status === 429) {
        ctx.skip('password.policy', 'the sign-up limit answered first (429): try again in an hour');
        return;
      }
      if (answer.status !== 422 || !violated(ctx, answer).has('plainPassword')) {
        ctx.fail(
          'password.policy',
          `sign-up with the password "${password}" → ${answer.status}, no 422 on plainPassword`,
        );
      }
    }
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const emailNeedsPassword = {
  id: 'email.current-password',
  writes: true,
  async run(ctx) {
    const cookie = await firstSession(ctx);
    const me = ctx.me;
    if (!me?.id) throw new Error('the profile has no @id');
    const patch = (/** @type {Record<string, string>} */ json) =>
      ctx.client.request('PATCH', `/publisher/api/publishers/${me.id}`, {
        cookie,
        json,
        contentType: 'application/merge-patch+json',
      });
    const answer = await patch({ email: `conformance-${tag()}@example.invalid` });
    if (answer.status === 422 && violated(ctx, answer).has('currentPassword')) return;
    ctx.fail(
      'email.current-password',
      `an e-mail change without the password → ${answer.status}, no 422 on currentPassword`,
    );
    // It went through: take the pending change back.
    if (answer.status === 200)
      await patch({ email: me.email, currentPassword: ctx.options.password });
  },
};

// The smallest file a PNG check accepts.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
]);

/** @type {import('../lib/kit.mjs').Check} */
export const uploadNeedsPass = {
  id: 'upload.pass',
  writes: true,
  async run(ctx) {
    const boundary = 'conformance-kit-upload';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="probe.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await ctx.client.request('POST', '/publisher/api/cdn', {
      body,
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    if (![401, 403].includes(answer.status)) {
      ctx.fail(
        'upload.pass',
        `an upload with neither a session nor a sign-up → ${answer.status}, not 403`,
      );
    }
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const resetThrottle = {
  id: 'throttle.reset',
  writes: true,
  async run(ctx) {
    await expectThrottle(
      ctx,
      'throttle.reset',
      'reset requests from one address',
      () =>
        ctx.client.request('POST', '/publisher/api/reset_password/send_email', {
          json: { email: 'conformance-probe@example.invalid', fingerprint: 'conformance-kit' },
        }),
      25,
    );
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const registrationThrottle = {
  id: 'throttle.registration',
  writes: true,
  async run(ctx) {
    // Failed attempts (the repeat differs) must count too, or probing names is unlimited.
    await expectThrottle(
      ctx,
      'throttle.registration',
      'failed sign-ups from one address',
      () =>
        ctx.client.request('POST', REGISTER, {
          json: registration('conformance-Kit-1', { repeatPlainPassword: 'another-one-2' }),
        }),
      40,
    );
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const loginThrottle = {
  id: 'throttle.login',
  async run(ctx) {
    const id = 'throttle.login';
    const wrong = (/** @type {string} */ username) => () =>
      ctx.client.request('POST', LOGIN, { json: { username, password: `wrong-${tag()}` } });
    // An unknown name is throttled like an account (or a 429 would tell which names exist).
    await expectThrottle(
      ctx,
      id,
      'wrong passwords for an unknown name',
      wrong(`conformance-nobody-${tag()}`),
      10,
    );
    if (ctx.options.readOnly) {
      ctx.note(id, 'the real account was not tried (--read-only)');
      return;
    }
    // Guesses sent all at once must be counted as they come, not after their checks.
    const { user, password } = ctx.options;
    const burst = await Promise.all(Array.from({ length: 12 }, wrong(user)));
    const through = burst.filter((a) => a.status !== 429).length;
    if (through > 6)
      ctx.fail(id, `${through} of 12 parallel wrong passwords were checked (at most 5 may be)`);
    const right = await ctx.client.request('POST', LOGIN, { json: { username: user, password } });
    if (right.status !== 429) {
      ctx.fail(id, `the right password right after the guesses → ${right.status}, not 429`);
    }
    ctx.note(id, `${user} is locked for a minute or so now`);
  },
};
