// @ts-check
/** The session cookie's flags, a new id at every login, and logout ending it on the server. */
import { firstSession } from './contract.mjs';

/** @typedef {import('../lib/kit.mjs').Context} Context */

const CURRENT = '/publisher/api/publishers/current';

/** @param {Context} ctx @param {string} cookie */
const statusWith = async (ctx, cookie) =>
  (await ctx.client.request('GET', CURRENT, { cookie })).status;

/** @type {import('../lib/kit.mjs').Check} */
export const sessionCookie = {
  id: 'session.cookie',
  async run(ctx) {
    const { answer } = await ctx.signIn(ctx.options.user, ctx.options.password);
    const name = ctx.contract.sessionCookie;
    const line = answer.setCookies.find((c) => c.startsWith(`${name}=`)) ?? '';
    const attributes = line
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    const has = (/** @type {string} */ a) =>
      attributes.some((x) => x === a || x.startsWith(`${a}=`));
    if (!has('httponly')) ctx.fail('session.cookie', `${name} is not HttpOnly: ${line}`);
    const sameSite = attributes.find((a) => a.startsWith('samesite='))?.slice(9);
    if (sameSite !== 'lax' && sameSite !== 'strict') {
      ctx.fail('session.cookie', `${name} has SameSite=${sameSite ?? '(none)'}, not Lax or Strict`);
    }
    if (!attributes.includes('path=/')) ctx.fail('session.cookie', `${name} is not on Path=/`);
    if (ctx.client.secure && !has('secure')) {
      ctx.fail('session.cookie', `${name} is not Secure although the site is served over HTTPS`);
    }
    if (!ctx.client.secure) ctx.note('session.cookie', 'served over http: Secure not required');
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const sessionFixation = {
  id: 'session.fixation',
  async run(ctx) {
    const first = await firstSession(ctx);
    const { cookie: second } = await ctx.signIn(ctx.options.user, ctx.options.password, first);
    if (second === first) ctx.fail('session.fixation', 'a login kept the session id it was sent');
    const old = await statusWith(ctx, first);
    if (old !== 401) {
      ctx.fail('session.fixation', `the session a login replaced still answers ${old}, not 401`);
    }
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const sessionLogout = {
  id: 'session.logout',
  async run(ctx) {
    const cookie = await firstSession(ctx);
    const out = await ctx.client.request('POST', '/publisher/api/logout', { cookie });
    if (out.status !== 204) ctx.fail('session.logout', `logout answered ${out.status}`);
    const after = await statusWith(ctx, cookie);
    if (after !== 401) {
      ctx.fail('session.logout', `the cookie still answers ${after} after logout, not 401`);
    }
  },
};
