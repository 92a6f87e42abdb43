// @ts-check
/** Sign-up (issue 3): messengers, custom fields, registration, activation link. */
import { sendActivationMail } from '../lib/account-mails.mjs';
import { MESSENGERS } from '../lib/catalog.mjs';
import { sqlTimestamp } from '../lib/db.mjs';
import { HttpError, JSON_LD_TYPE, hydraError, sendJson } from '../lib/http.mjs';
import { hashPassword } from '../lib/passwords.mjs';
import { checkAvailable, checkRegistration, insertPublisher } from '../lib/registration.mjs';
import { signIn } from '../lib/sessions.mjs';
import { HOUR_MS, consumeToken, issueToken } from '../lib/tokens.mjs';
import { fingerprintOf, isValidEmail, readJsonObject, text } from '../lib/validation.mjs';
import { collection } from '../resources/collection.mjs';
import { customFieldResource, loadCustomFields } from '../resources/custom-field.mjs';

export const LIMIT_COOKIE =
  'publisher_registration_limit=1; Path=/publisher; Max-Age=3600; SameSite=Lax';
export const BLOCKED_DOMAIN =
  'Registration from disposable e-mail addresses is not allowed. Please use your work e-mail.';
const INVALID_LINK = 'The confirmation link is invalid or has expired.';

/** @param {import('node:http').IncomingMessage} req */
const clientAddress = (req) => req.socket.remoteAddress ?? 'unknown';

/**
 * 429 (and the cookie that blocks the sign-up button) once this address registered
 * settings.registrationLimit accounts within the last hour.
 * @param {import('../lib/router.mjs').RequestContext} ctx
 */
async function enforceRegistrationLimit(ctx) {
  const limit = ctx.app.settings.registrationLimit;
  if (limit === null) return;
  const row = await ctx.app.db.get(
    `SELECT count(*)::INTEGER AS n FROM publishers WHERE registration_ip = $1 AND created_at > $2`,
    [clientAddress(ctx.req), sqlTimestamp(new Date(Date.now() - HOUR_MS))],
  );
  if (Number(row?.n) >= limit) {
    throw new HttpError(429, 'Registration limit exceeded', {
      headers: { 'Set-Cookie': LIMIT_COOKIE },
    });
  }
}

/**
 * 406 for a valid address on a blocked (disposable) domain or one of its subdomains.
 * @param {import('../lib/app-context.mjs').AppContext} app
 * @param {unknown} value
 */
function rejectBlockedDomain(app, value) {
  const email = text(value).trim().toLowerCase();
  if (!isValidEmail(email)) return;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const blocked = app.settings.blockedEmailDomains.map((d) => d.toLowerCase());
  if (blocked.some((d) => domain === d || domain.endsWith(`.${d}`))) {
    throw new HttpError(406, BLOCKED_DOMAIN);
  }
}

/** @type {import('../lib/router.mjs').Handler} */
async function register(ctx) {
  const body = await readJsonObject(ctx.req);
  await enforceRegistrationLimit(ctx);
  rejectBlockedDomain(ctx.app, body.email);
  const { db } = ctx.app;
  const registration = await checkRegistration(db, body, await loadCustomFields(db));
  const passwordHash = await hashPassword(registration.password);
  const { id, token } = await db.transaction(async (tx) => {
    await checkAvailable(tx, registration);
    const id = await insertPublisher(tx, registration, {
      passwordHash,
      clientAddress: clientAddress(ctx.req),
      cookieHeader: ctx.req.headers.cookie,
    });
    return { id, token: await issueToken(tx, 'activation', id) };
  });
  await sendActivationMail(ctx, { to: registration.email, username: registration.username, token });
  sendJson(
    ctx.res,
    201,
    {
      '@id': `/publisher/api/publishers/${id}`,
      username: registration.username,
      email: registration.email,
    },
    JSON_LD_TYPE,
  );
}

/**
 * POST /publisher/register/confirm/{token}: activates the account and signs in. Outside
 * /publisher/api, so errors are given the Hydra body explicitly.
 * @type {import('../lib/router.mjs').Handler}
 */
async function confirm(ctx) {
  try {
    const body = await readJsonObject(ctx.req);
    const fingerprint = fingerprintOf(body.fingerprint);
    const publisher = await ctx.app.db.transaction(async (tx) => {
      const token = await consumeToken(tx, 'activation', ctx.params.token ?? '');
      if (!token) return undefined;
      return tx.get(
        `UPDATE publishers SET confirmed = true, fingerprint = coalesce($1, fingerprint)
         WHERE id = $2 RETURNING id, username`,
        [fingerprint, token.publisherId],
      );
    });
    if (!publisher) throw new HttpError(400, INVALID_LINK);
    await signIn(ctx, Number(publisher.id), { fingerprint });
    sendJson(ctx.res, 200, {
      '@id': `/publisher/api/publishers/${publisher.id}`,
      username: publisher.username,
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.body !== undefined) throw error;
    throw new HttpError(error.status, error.message, {
      body: hydraError(error.message),
      headers: error.headers,
      contentType: JSON_LD_TYPE,
    });
  }
}

/** @type {import('../lib/router.mjs').Route[]} */
export const registrationRoutes = [
  {
    method: 'GET',
    path: '/publisher/register/messengers',
    handler: (ctx) => sendJson(ctx.res, 200, MESSENGERS),
  },
  {
    method: 'GET',
    path: '/publisher/api/register/fields',
    handler: async (ctx) => {
      const fields = await loadCustomFields(ctx.app.db);
      sendJson(ctx.res, 200, collection(fields.map(customFieldResource)), JSON_LD_TYPE);
    },
  },
  { method: 'POST', path: '/publisher/api/publishers/register', handler: register },
  { method: 'POST', path: '/publisher/register/confirm/{token}', handler: confirm },
];
