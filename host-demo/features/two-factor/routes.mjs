// @ts-check
/**
 * Two-factor sign-in: the login's code step, and the Security tab's endpoints (set up, confirm
 * with a first code, turn off or get new recovery codes with password and code, forget the
 * trusted browsers).
 */
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { sqlTimestamp } from '../../lib/db.mjs';
import { checkCurrentPassword, throttled, tooManyAttempts } from '../../lib/password-attempts.mjs';
import { retryAfterSeconds, waitText } from '../../lib/throttle.mjs';
import { authenticate, sessionOf, signIn } from '../../lib/sessions.mjs';
import { Violations, checkBody, jsonBody, text } from '../../lib/validation.mjs';
import { attemptCode, factorRow, newSecret, replaceRecoveryCodes } from './factors.mjs';
import { PENDING_COOKIE, loginCookie, pendingLogin, trustBrowser } from './login-step.mjs';
import { sendTwoFactorMail } from './mails.mjs';

export const CODE_MISSING = 'Enter the code.';
export const WRONG_CODE = 'The code is wrong or has already been used.';
export const PASSWORD_MISSING = 'Enter your password.';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/**
 * Adds the code's violation unless it matches (a TOTP code, or a recovery code when allowed);
 * while guesses are held back, throws 429 (`loginShape`: in the login's `{ error }` shape).
 * @param {Request} request
 * @param {Violations} violations
 * @param {{ id: number, typed: unknown, recovery: boolean, loginShape?: boolean }} check
 */
async function checkCode(request, violations, { id, typed, recovery, loginShape = false }) {
  const code = text(typed).trim();
  if (code === '') return violations.add('code', CODE_MISSING);
  const attempt = await attemptCode(request, id, code, { recovery });
  if (attempt.matched) return;
  if (attempt.waitMs > 0) {
    if (!loginShape) throw throttled(attempt.waitMs, tooManyAttempts(attempt.waitMs));
    const message = `Too many failed sign-in attempts. Try again in ${waitText(attempt.waitMs)}.`;
    throw throttled(attempt.waitMs, message, {
      error: message,
      retryAfter: retryAfterSeconds(attempt.waitMs),
    });
  }
  violations.add('code', WRONG_CODE);
}

/** @param {Request} request @param {number} id */
async function publisherOf(request, id) {
  const row = await request.server.app.db.get(
    `SELECT p.username, p.email, c.name AS network FROM publishers p
     JOIN customers c ON c.id = p.customer_id WHERE p.id = $1`,
    [id],
  );
  if (!row) throw new HttpError(401, 'Full authentication is required to access this resource.');
  return { to: String(row.email), username: String(row.username), network: String(row.network) };
}

/** @param {boolean} on */
const conflict = (on) =>
  new HttpError(409, on ? 'Two-factor sign-in is already on.' : 'Two-factor sign-in is off.');

/** @param {Request} request @param {Reply} reply */
async function loginCode(request, reply) {
  const pending = await pendingLogin(request);
  const body = jsonBody(request);
  await checkBody(request, async () => {
    const violations = new Violations();
    await checkCode(request, violations, {
      id: pending.id,
      typed: body.code,
      recovery: true,
      loginShape: true,
    });
    violations.throwIfAny();
  });
  await request.server.app.db.run(`DELETE FROM two_factor_logins WHERE id = $1`, [
    pending.tokenHash,
  ]);
  await signIn(request, reply, pending.id, pending);
  reply.header('Set-Cookie', loginCookie(request, PENDING_COOKIE, '', 0));
  if (body.trustBrowser === true)
    reply.header('Set-Cookie', await trustBrowser(request, pending.id));
  return { '@id': `/publisher/api/publishers/${pending.id}`, username: pending.username };
}

/** @param {Request} request @param {Reply} reply */
async function status(request, reply) {
  const id = sessionOf(request).publisherId;
  const row = await request.server.app.db.get(
    `SELECT coalesce(bool_or(f.enabled), false) AS enabled,
       (SELECT count(*) FROM two_factor_recovery_codes
        WHERE publisher_id = $1 AND used_at IS NULL) AS codes,
       (SELECT count(*) FROM trusted_browsers
        WHERE publisher_id = $1 AND expires_at > $2) AS browsers
     FROM (SELECT enabled FROM two_factor WHERE publisher_id = $1) f`,
    [id, sqlTimestamp()],
  );
  const enabled = row?.enabled === true;
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send({
      enabled,
      recoveryCodesLeft: enabled ? Number(row?.codes ?? 0) : 0,
      trustedBrowsers: enabled ? Number(row?.browsers ?? 0) : 0,
    });
}

/** @param {Request} request @param {Reply} reply */
async function setup(request, reply) {
  const id = sessionOf(request).publisherId;
  if ((await factorRow(request.server.app.db, id))?.enabled) throw conflict(true);
  const who = await publisherOf(request, id);
  const answer = await newSecret(request, { id, issuer: who.network, label: who.username });
  return reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(answer);
}

/** @param {Request} request @param {Reply} reply */
async function enable(request, reply) {
  const id = sessionOf(request).publisherId;
  const { db } = request.server.app;
  const row = await factorRow(db, id);
  if (!row || row.enabled) throw conflict(row?.enabled === true);
  const body = jsonBody(request);
  await checkBody(request, async () => {
    const violations = new Violations();
    await checkCode(request, violations, { id, typed: body.code, recovery: false });
    violations.throwIfAny();
  });
  const recoveryCodes = await db.transaction(async (tx) => {
    await tx.run(`UPDATE two_factor SET enabled = true, enabled_at = $2 WHERE publisher_id = $1`, [
      id,
      sqlTimestamp(),
    ]);
    return replaceRecoveryCodes(request, tx, id);
  });
  await sendTwoFactorMail(request, await publisherOf(request, id), true);
  return reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send({ recoveryCodes });
}

/**
 * Password and a code (TOTP or recovery) of a publisher with two-factor sign-in on, or 409/422.
 * @param {Request} request
 */
async function checkPasswordAndCode(request) {
  const id = sessionOf(request).publisherId;
  if (!(await factorRow(request.server.app.db, id))?.enabled) throw conflict(false);
  const body = jsonBody(request);
  await checkBody(request, async () => {
    const violations = new Violations();
    await checkCurrentPassword(request, violations, {
      id,
      field: 'password',
      typed: body.password,
      missing: PASSWORD_MISSING,
    });
    // A code is spent only with the right password.
    if (violations.has('password')) {
      if (text(body.code).trim() === '') violations.add('code', CODE_MISSING);
    } else await checkCode(request, violations, { id, typed: body.code, recovery: true });
    violations.throwIfAny();
  });
  return id;
}

/** @param {Request} request @param {Reply} reply */
async function disable(request, reply) {
  const id = await checkPasswordAndCode(request);
  await request.server.app.db.transaction(async (tx) => {
    for (const table of ['two_factor', 'two_factor_recovery_codes', 'trusted_browsers']) {
      await tx.run(`DELETE FROM ${table} WHERE publisher_id = $1`, [id]);
    }
  });
  await sendTwoFactorMail(request, await publisherOf(request, id), false);
  return reply.code(204).send();
}

/** @param {Request} request @param {Reply} reply */
async function regenerate(request, reply) {
  const id = await checkPasswordAndCode(request);
  const { db } = request.server.app;
  const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(request, tx, id));
  return reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send({ recoveryCodes });
}

/** @param {Request} request @param {Reply} reply */
async function forgetBrowsers(request, reply) {
  const id = sessionOf(request).publisherId;
  await request.server.app.db.run(`DELETE FROM trusted_browsers WHERE publisher_id = $1`, [id]);
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function twoFactorRoutes(fastify) {
  const secured = { onRequest: authenticate };
  const checked = { onRequest: authenticate, config: { bodyRules: true } };
  fastify.post('/publisher/api/login/two_factor', { config: { bodyRules: true } }, loginCode);
  fastify.get('/publisher/api/two_factor', secured, status);
  fastify.post('/publisher/api/two_factor/setup', secured, setup);
  fastify.post('/publisher/api/two_factor/enable', checked, enable);
  fastify.post('/publisher/api/two_factor/disable', checked, disable);
  fastify.post('/publisher/api/two_factor/recovery_codes', checked, regenerate);
  fastify.delete('/publisher/api/two_factor/trusted_browsers', secured, forgetBrowsers);
}
