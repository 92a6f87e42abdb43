// @ts-check
/**
 * What the backend does with requests a browser attack would send: a foreign Host or
 * X-Forwarded-Host, a cross-site Origin, a form body; and the headers of the portal's page,
 * and whether test switches answer.
 */

import { URLSearchParams } from 'node:url';

/** @typedef {import('../lib/kit.mjs').Context} Context */

const CURRENT = '/publisher/api/publishers/current';
const PROBE_HOST = 'conformance-probe.invalid';
const PROBE_ORIGIN = `https://${PROBE_HOST}`;
/** Answers that mean "not served here" (or no answer at all: the connection was cut). */
const REFUSED = [0, 400, 403, 404, 421];

/** @param {import('../lib/http.mjs').Answer} a */
const leaks = (a) =>
  (a.headers.get('location') ?? '').includes(PROBE_HOST) || a.text.includes(PROBE_HOST);

/** @type {import('../lib/kit.mjs').Check} */
export const hostUntrusted = {
  id: 'host.untrusted',
  async run(ctx) {
    const { client } = ctx;
    const id = 'host.untrusted';
    for (const path of [CURRENT, '/publisher/login', '/']) {
      const foreign = await client.request('GET', path, {
        headers: { host: PROBE_HOST },
        record: false,
      });
      if (!REFUSED.includes(foreign.status)) {
        ctx.fail(id, `GET ${path} with Host: ${PROBE_HOST} → ${foreign.status}, not refused (421)`);
      }
      const forwarded = await client.request('GET', path, {
        headers: { 'x-forwarded-host': PROBE_HOST },
        record: false,
      });
      if (leaks(forwarded) || leaks(foreign)) {
        ctx.fail(id, `GET ${path}: the answer points at the Host the request named`);
      }
    }
    if (ctx.options.readOnly) return;
    // The finding this rule is for: a reset mail built from a forged Host.
    const reset = await client.request('POST', '/publisher/api/reset_password/send_email', {
      json: { email: 'conformance-probe@example.invalid' },
      headers: { host: PROBE_HOST },
      record: false,
    });
    if (!REFUSED.includes(reset.status)) {
      ctx.fail(id, `a reset request with Host: ${PROBE_HOST} → ${reset.status}, not refused`);
    }
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const crossSiteWrites = {
  id: 'origin.cross-site',
  async run(ctx) {
    const id = 'origin.cross-site';
    const { cookie } = await ctx.signIn(ctx.options.user, ctx.options.password);
    const logout = (/** @type {Record<string, string>} */ headers) =>
      ctx.client.request('POST', '/publisher/api/logout', { cookie, headers, record: false });
    for (const [label, headers] of /** @type {[string, Record<string, string>][]} */ ([
      [`Origin: ${PROBE_ORIGIN}`, { origin: PROBE_ORIGIN }],
      ['Origin: null', { origin: 'null' }],
      ['Sec-Fetch-Site: cross-site (no Origin)', { 'sec-fetch-site': 'cross-site' }],
    ])) {
      const answer = await logout(headers);
      if (answer.status !== 403)
        ctx.fail(id, `POST logout with ${label} → ${answer.status}, not 403`);
    }
    const still = await ctx.client.request('GET', CURRENT, { cookie });
    if (still.status !== 200)
      ctx.fail(id, `a refused cross-site logout ended the session (${still.status})`);
    // And a same-origin write still works.
    const own = await logout({ origin: ctx.client.origin });
    if (own.status !== 204)
      ctx.fail(id, `POST logout with the site's own Origin → ${own.status}, not 204`);
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const jsonOnlyBodies = {
  id: 'body.json-only',
  async run(ctx) {
    const id = 'body.json-only';
    const { user, password } = ctx.options;
    const boundary = 'conformance-kit-boundary';
    const multipart = (/** @type {Record<string, string>} */ fields) =>
      Object.entries(fields)
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const forms = [
      [
        'multipart/form-data',
        `multipart/form-data; boundary=${boundary}`,
        multipart({ username: user, password }),
      ],
      [
        'a URL-encoded form',
        'application/x-www-form-urlencoded',
        new URLSearchParams({ username: user, password }).toString(),
      ],
      ['text/plain', 'text/plain', JSON.stringify({ username: user, password })],
    ];
    for (const [label, contentType, body] of forms) {
      const login = await ctx.client.request('POST', '/publisher/api/login', {
        body,
        contentType,
        record: false,
      });
      if (login.status !== 415) ctx.fail(id, `POST login as ${label} → ${login.status}, not 415`);
    }
    // An endpoint without a body must refuse one too (a cross-site form needs no JSON).
    const { cookie } = await ctx.signIn(user, password);
    const logout = await ctx.client.request('POST', '/publisher/api/logout', {
      cookie,
      body: multipart({ x: '1' }),
      contentType: `multipart/form-data; boundary=${boundary}`,
      record: false,
    });
    if (logout.status !== 415)
      ctx.fail(id, `POST logout with a multipart body → ${logout.status}, not 415`);
  },
};

/** The directive `name` of a policy, or undefined. @param {string} policy @param {string} name */
const directive = (policy, name) =>
  policy
    .split(/[;,]/)
    .map((d) => d.trim())
    .find((d) => d.toLowerCase().startsWith(`${name} `) || d.toLowerCase() === name);

const SAFE_REFERRERS = [
  'no-referrer',
  'same-origin',
  'origin',
  'strict-origin',
  'origin-when-cross-origin',
  'strict-origin-when-cross-origin',
];

/** @type {import('../lib/kit.mjs').Check} */
export const portalHeaders = {
  id: 'headers.portal',
  async run(ctx) {
    const id = 'headers.portal';
    const page = await ctx.client.request('GET', '/publisher/login', { record: false });
    if (page.status !== 200) {
      ctx.fail(id, `GET /publisher/login (the portal's page) → ${page.status}`);
      return;
    }
    const csp = page.headers.get('content-security-policy') ?? '';
    const script = directive(csp, 'script-src') ?? directive(csp, 'default-src');
    if (!script) ctx.fail(id, 'the portal page has no Content-Security-Policy script-src');
    else {
      const lower = script.toLowerCase();
      if (lower.includes("'unsafe-inline'") && !/'nonce-|'sha(256|384|512)-/.test(lower)) {
        ctx.fail(id, `script-src allows inline scripts: ${script}`);
      }
      if (lower.includes("'unsafe-eval'")) ctx.fail(id, `script-src allows eval: ${script}`);
    }
    const frameAncestors = directive(csp, 'frame-ancestors');
    const frameOptions = (page.headers.get('x-frame-options') ?? '').toUpperCase();
    if (!frameAncestors && !['DENY', 'SAMEORIGIN'].includes(frameOptions)) {
      ctx.fail(
        id,
        'the portal page may be framed by any site (no frame-ancestors, no X-Frame-Options)',
      );
    } else if (frameAncestors && /\s\*(\s|$)/.test(frameAncestors)) {
      ctx.fail(id, `frame-ancestors lets any site frame the page: ${frameAncestors}`);
    }
    const referrer = (page.headers.get('referrer-policy') ?? '').split(',').pop()?.trim() ?? '';
    if (!SAFE_REFERRERS.includes(referrer.toLowerCase())) {
      ctx.fail(id, `Referrer-Policy is "${referrer}": tokens in page URLs may reach other sites`);
    }
    const api = await ctx.client.request('GET', CURRENT, { record: false });
    for (const [what, answer] of /** @type {[string, import('../lib/http.mjs').Answer][]} */ ([
      ['the portal page', page],
      ['the API', api],
    ])) {
      if ((answer.headers.get('x-content-type-options') ?? '').toLowerCase() !== 'nosniff') {
        ctx.fail(id, `${what} is sent without X-Content-Type-Options: nosniff`);
      }
    }
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const noSwitches = {
  id: 'switches.absent',
  async run(ctx) {
    for (const path of ['/__demo/settings', '/__demo/echo', '/dev/mailbox.json', '/dev/mailbox']) {
      const answer = await ctx.client.request('GET', path, { record: false });
      if (answer.status >= 200 && answer.status < 300) {
        ctx.fail('switches.absent', `GET ${path} → ${answer.status}: a test switch answers`);
      }
    }
  },
};
