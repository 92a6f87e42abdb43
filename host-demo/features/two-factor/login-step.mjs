// @ts-check
/**
 * The second step of a sign-in. After the right password of an account with two-factor sign-in,
 * the login answers 401 `{ error, twoFactorRequired: true }` and sets a pending-login cookie
 * (5 minutes); POST /login/two_factor with the code then starts the session. A browser trusted
 * there skips the code for 30 days: its cookie is signed, and stored server-side (as a hash) so
 * it can be revoked. Both cookies are sent only to the login paths.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { isSecureRequest } from '../../lib/request-guard.mjs';
import { keyedHash, secretKey } from './secret-box.mjs';
import { isEnabled } from './factors.mjs';

export const PENDING_COOKIE = 'PP2FA';
export const TRUST_COOKIE = 'PPTRUST';
const COOKIE_PATH = '/publisher/api/login';
const PENDING_SECONDS = 5 * 60;
const TRUST_SECONDS = 30 * 24 * 3600;
export const CODE_REQUIRED = 'Enter the code from your authenticator app.';
export const SIGN_IN_EXPIRED = 'The sign-in has expired. Enter your password again.';

/** @param {string} token */
const hashToken = (token) => createHash('sha256').update(token).digest('hex');
/** @param {number} seconds */
const sqlTimestampIn = (seconds) => sqlTimestamp(new Date(Date.now() + seconds * 1000));

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {string} name
 * @param {string} value
 * @param {number} maxAgeSeconds  0 removes the cookie
 */
export function loginCookie(request, name, value, maxAgeSeconds) {
  const parts = [`${name}=${value}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  parts.push(`Max-Age=${maxAgeSeconds}`);
  if (isSecureRequest(request)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Whether this browser carries a valid trust cookie of the publisher.
 * @param {import('fastify').FastifyRequest} request
 * @param {number} id
 */
async function isTrustedBrowser(request, id) {
  const [token, signature] = String(request.cookies[TRUST_COOKIE] ?? '').split('.');
  if (!token || !signature) return false;
  const expected = Buffer.from(keyedHash(await secretKey(request), 'trusted-browser', token));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const row = await request.server.app.db.get(
    `SELECT 1 AS found FROM trusted_browsers
     WHERE id = $1 AND publisher_id = $2 AND expires_at > $3`,
    [hashToken(token), id, sqlTimestampIn(0)],
  );
  return row !== undefined;
}

/**
 * Called by the login once the password matched: returns when the session may start, else
 * throws the 401 that asks for the code (with the pending-login cookie).
 * @param {import('fastify').FastifyRequest} request
 * @param {{ id: number, remember: boolean, fingerprint: string | null }} login
 */
export async function requireSecondFactor(request, { id, remember, fingerprint }) {
  const { db } = request.server.app;
  if (!(await isEnabled(db, id)) || (await isTrustedBrowser(request, id))) return;
  const token = randomBytes(32).toString('base64url');
  await db.run(`DELETE FROM two_factor_logins WHERE expires_at <= $1`, [sqlTimestampIn(0)]);
  await db.run(
    `INSERT INTO two_factor_logins (id, publisher_id, remember, fingerprint, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), id, remember, fingerprint, sqlTimestampIn(PENDING_SECONDS)],
  );
  throw new HttpError(401, CODE_REQUIRED, {
    body: { error: CODE_REQUIRED, twoFactorRequired: true },
    headers: {
      'Set-Cookie': loginCookie(request, PENDING_COOKIE, token, PENDING_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The sign-in waiting for its code, or a 401 (and the cookie removed) when there is none.
 * @param {import('fastify').FastifyRequest} request
 */
export async function pendingLogin(request) {
  const token = request.cookies[PENDING_COOKIE];
  const row = token
    ? await request.server.app.db.get(
        `SELECT p.id, p.username, l.remember, l.fingerprint FROM two_factor_logins l
         JOIN publishers p ON p.id = l.publisher_id WHERE l.id = $1 AND l.expires_at > $2`,
        [hashToken(token), sqlTimestampIn(0)],
      )
    : undefined;
  if (!token || !row) {
    throw new HttpError(401, SIGN_IN_EXPIRED, {
      body: { error: SIGN_IN_EXPIRED },
      headers: { 'Set-Cookie': loginCookie(request, PENDING_COOKIE, '', 0) },
    });
  }
  return {
    tokenHash: hashToken(token),
    id: Number(row.id),
    username: String(row.username),
    remember: row.remember === true,
    fingerprint: row.fingerprint === null ? null : String(row.fingerprint),
  };
}

/**
 * Trusts this browser for 30 days; returns the cookie that carries it.
 * @param {import('fastify').FastifyRequest} request
 * @param {number} id
 */
export async function trustBrowser(request, id) {
  const token = randomBytes(32).toString('base64url');
  await request.server.app.db.run(
    `INSERT INTO trusted_browsers (id, publisher_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [hashToken(token), id, sqlTimestampIn(0), sqlTimestampIn(TRUST_SECONDS)],
  );
  const signature = keyedHash(await secretKey(request), 'trusted-browser', token);
  return loginCookie(request, TRUST_COOKIE, `${token}.${signature}`, TRUST_SECONDS);
}
