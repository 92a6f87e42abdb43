// @ts-check
import { createHash, randomBytes } from 'node:crypto';
import { authenticateKey, bearerOf } from '../features/api-keys/authenticate.mjs';
import { clientOf, noticeNewBrowser } from '../features/sessions/client.mjs';
import { sqlTimestamp } from './db.mjs';
import { HttpError } from './http.mjs';
import { isSecureRequest } from './request-guard.mjs';

export const SESSION_COOKIE = 'PPSESSID';
const REMEMBER_SECONDS = 30 * 24 * 3600;
// Without remember-me the cookie dies with the browser; the server still ends it after a day.
const BROWSER_SESSION_SECONDS = 24 * 3600;
// "Last seen" is written at most this often, not on every request.
const LAST_SEEN_STEP_SECONDS = 60;

/** @typedef {import('./db.mjs').Db} Db */
/** @typedef {{ id: string, publisherId: number, apiKeyId?: number }} Session  apiKeyId: a request signed with an API key */

/**
 * Written by hand rather than with reply.setCookie: the API documents this attribute order
 * (`PPSESSID=…; Path=/; HttpOnly; SameSite=Lax[; Max-Age=…][; Secure]`) and clients compare it.
 * @param {string} name
 * @param {string} value  cookie-safe already (we only send base64url tokens)
 * @param {{ maxAgeSeconds?: number, secure?: boolean }} [options]  no maxAge → session
 *   cookie; secure when the site is served over HTTPS
 */
export function serializeCookie(name, value, options = {}) {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** @param {string} token */
const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/** @param {number} seconds */
const sqlTimestampIn = (seconds) => sqlTimestamp(new Date(Date.now() + seconds * 1000));

/**
 * Creates a session and returns the Set-Cookie header value.
 * @param {Db} db
 * @param {{ publisherId: number, remember: boolean, fingerprint: string | null, secure: boolean,
 *   client?: import('../features/sessions/client.mjs').Client }} input
 */
export async function createSession(db, { publisherId, remember, fingerprint, secure, client }) {
  const token = randomBytes(32).toString('base64url');
  const lifetime = remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS;
  await db.run(
    `INSERT INTO sessions (id, publisher_id, remember, fingerprint, public_id, user_agent, ip,
       place, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
    [
      hashToken(token),
      publisherId,
      remember,
      fingerprint,
      randomBytes(12).toString('base64url'),
      client?.userAgent ?? null,
      client?.ip ?? null,
      client?.place ?? null,
      sqlTimestampIn(0),
      sqlTimestampIn(lifetime),
    ],
  );
  return serializeCookie(SESSION_COOKIE, token, {
    ...(remember ? { maxAgeSeconds: REMEMBER_SECONDS } : {}),
    secure,
  });
}

/** Set-Cookie value that removes the session cookie. @param {boolean} secure */
export const clearSessionCookie = (secure) =>
  serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure });

/**
 * @param {Db} db
 * @param {import('fastify').FastifyRequest} request
 * @returns {Promise<Session | null>}
 */
export async function findSession(db, request) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const id = hashToken(token);
  const row = await db.get(`SELECT publisher_id FROM sessions WHERE id = $1 AND expires_at > $2`, [
    id,
    sqlTimestampIn(0),
  ]);
  if (!row) return null;
  await db.run(`UPDATE sessions SET last_seen_at = $1 WHERE id = $2 AND last_seen_at < $3`, [
    sqlTimestampIn(0),
    id,
    sqlTimestampIn(-LAST_SEEN_STEP_SECONDS),
  ]);
  return { id, publisherId: Number(row.publisher_id) };
}

/**
 * @param {Db} db
 * @param {string} id
 */
export async function deleteSession(db, id) {
  await db.run(`DELETE FROM sessions WHERE id = $1 OR expires_at <= $2`, [id, sqlTimestampIn(0)]);
}

/**
 * onRequest hook of secured routes: the logged-in publisher's session, or a 401 (the bundle
 * then goes to its login) before the body is even read. A request with an API key
 * (`Authorization: Bearer`) is the key's to answer for instead.
 * @param {import('fastify').FastifyRequest} request
 */
export async function authenticate(request) {
  if (bearerOf(request) !== null) return authenticateKey(request);
  request.session = await findSession(request.server.app.db, request);
  if (!request.session) {
    throw new HttpError(401, 'Full authentication is required to access this resource.');
  }
}

/**
 * The session `authenticate` found.
 * @param {import('fastify').FastifyRequest} request
 * @returns {Session}
 */
export function sessionOf(request) {
  if (!request.session) throw new Error('the route lacks onRequest: authenticate');
  return request.session;
}

/**
 * Starts a fresh session for the publisher on this answer (Set-Cookie); a session the request
 * carried is ended first, so every sign-in gets a new id (no session fixation).
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {number} publisherId
 * @param {{ remember?: boolean, fingerprint: string | null }} options
 */
export async function signIn(request, reply, publisherId, { remember = false, fingerprint }) {
  const { db } = request.server.app;
  const previous = await findSession(db, request);
  if (previous) await deleteSession(db, previous.id);
  const secure = isSecureRequest(request);
  const client = clientOf(request);
  const cookie = await createSession(db, { publisherId, remember, fingerprint, secure, client });
  await noticeNewBrowser(request, publisherId, client);
  reply.header('Set-Cookie', cookie);
  reply.header('Cache-Control', 'no-store');
}

/**
 * Ends the publisher's sessions (after a password change), except `keepId` if given.
 * @param {Db} db
 * @param {number} publisherId
 * @param {string} [keepId]
 */
export async function endSessionsOf(db, publisherId, keepId = '') {
  await db.run(`DELETE FROM sessions WHERE publisher_id = $1 AND id <> $2`, [publisherId, keepId]);
}
