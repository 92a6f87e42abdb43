// @ts-check
import { requireSecondFactor } from '../two-factor/login-step.mjs';
import { BodyError } from '../../lib/body-parsers.mjs';
import { HttpError } from '../../lib/http.mjs';
import { attemptPassword, throttled } from '../../lib/password-attempts.mjs';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.mjs';
import { isSecureRequest } from '../../lib/request-guard.mjs';
import { retryAfterSeconds, waitText } from '../../lib/throttle.mjs';
import { clearSessionCookie, deleteSession, findSession, signIn } from '../../lib/sessions.mjs';
import { checkBody, fingerprintOf, jsonBody } from '../../lib/validation.mjs';

export const UNCONFIRMED =
  'Please confirm your e-mail address first. Check your inbox for the activation link.';

/** Symfony json_login answers errors as { error }, and the bundle shows that text as is. */
/** @param {number} status @param {string} message */
const loginError = (status, message) =>
  new HttpError(status, message, { body: { error: message } });

/** @param {unknown} value  json_login treats these as "remember me" */
const isTruthyFlag = (value) =>
  value === true || value === 1 || ['1', 'on', 'yes', 'true'].includes(String(value).toLowerCase());

/**
 * @param {Record<string, unknown>} body
 * @param {string} key
 */
function requiredString(body, key) {
  const value = body[key];
  if (value === undefined || value === null) {
    throw loginError(400, `The key "${key}" must be provided.`);
  }
  if (typeof value !== 'string' || value === '') {
    throw loginError(400, `The key "${key}" must be a non-empty string.`);
  }
  return value;
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function login(request, reply) {
  const body = jsonBody(request);
  const { username, password } = await checkBody(request, () => ({
    username: requiredString(body, 'username').trim(),
    password: requiredString(body, 'password'),
  }));
  const fingerprint = fingerprintOf(body.fingerprint);

  const { db } = request.server.app;
  const publisher = await db.get(
    `SELECT id, username, password_hash, confirmed FROM publishers
     WHERE lower(username) = lower($1) OR lower(email) = lower($1)
     ORDER BY lower(username) = lower($1) DESC LIMIT 1`,
    [username],
  );
  const stored = String(publisher?.password_hash ?? DUMMY_HASH);
  // Unknown names are throttled too, so a 429 does not tell which accounts exist.
  const account = publisher ? `id:${publisher.id}` : `name:${username.toLowerCase()}`;
  const attempt = await attemptPassword(request, account, () => verifyPassword(password, stored));
  if (!attempt.matched && attempt.waitMs > 0) {
    const message = `Too many failed sign-in attempts. Try again in ${waitText(attempt.waitMs)}.`;
    const retryAfter = retryAfterSeconds(attempt.waitMs);
    throw throttled(attempt.waitMs, message, { error: message, retryAfter });
  }
  if (!publisher || !attempt.matched) throw loginError(401, 'Invalid credentials.');
  // Only after the password matched, so the answer does not reveal unconfirmed accounts.
  if (publisher.confirmed !== true) throw loginError(401, UNCONFIRMED);

  const id = Number(publisher.id);
  // A hash of older, cheaper parameters is replaced now that the password is known.
  if (needsRehash(stored)) {
    const rehashed = await hashPassword(password);
    await db.run(`UPDATE publishers SET password_hash = $1 WHERE id = $2`, [rehashed, id]);
  }
  if (fingerprint !== null) {
    await db.run(`UPDATE publishers SET fingerprint = $1 WHERE id = $2`, [fingerprint, id]);
  }
  const remember = isTruthyFlag(body._remember_me);
  await requireSecondFactor(request, { id, remember, fingerprint });
  await signIn(request, reply, id, { remember, fingerprint });
  return { '@id': `/publisher/api/publishers/${id}`, username: publisher.username };
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function logout(request, reply) {
  const { db } = request.server.app;
  const session = await findSession(db, request);
  if (session) await deleteSession(db, session.id);
  reply.header('Set-Cookie', clearSessionCookie(isSecureRequest(request)));
  return reply.code(204).send();
}

/**
 * Body errors answer in json_login's shape too ("Invalid JSON."), except 415.
 * @param {HttpError} error
 */
const loginShape = (error) =>
  error.body !== undefined || error.status === 415
    ? error
    : loginError(400, error instanceof BodyError ? 'Invalid JSON.' : error.message);

/** @param {import('fastify').FastifyInstance} fastify */
export async function authRoutes(fastify) {
  fastify.post(
    '/publisher/api/login',
    { config: { bodyRules: true, mapError: loginShape } },
    login,
  );
  fastify.post('/publisher/api/logout', logout);
}
