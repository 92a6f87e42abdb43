// @ts-check
import { HttpError, isRecord, readJsonBody, sendJson, sendNoContent } from '../lib/http.mjs';
import { DUMMY_HASH, verifyPassword } from '../lib/passwords.mjs';
import { clearSessionCookie, deleteSession, findSession, signIn } from '../lib/sessions.mjs';
import { fingerprintOf } from '../lib/validation.mjs';

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

/** @type {import('../lib/router.mjs').Handler} */
async function login(ctx) {
  /** @type {unknown} */
  let body;
  try {
    body = await readJsonBody(ctx.req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 415) throw error;
    throw loginError(400, 'Invalid JSON.');
  }
  if (!isRecord(body)) throw loginError(400, 'Invalid JSON.');
  const username = requiredString(body, 'username').trim();
  const password = requiredString(body, 'password');
  const fingerprint = fingerprintOf(body.fingerprint);

  const { db } = ctx.app;
  const publisher = await db.get(
    `SELECT id, username, password_hash, confirmed FROM publishers
     WHERE lower(username) = lower($1) OR lower(email) = lower($1)
     ORDER BY lower(username) = lower($1) DESC LIMIT 1`,
    [username],
  );
  const valid = await verifyPassword(password, String(publisher?.password_hash ?? DUMMY_HASH));
  if (!publisher || !valid) throw loginError(401, 'Invalid credentials.');
  // Only after the password matched, so the answer does not reveal unconfirmed accounts.
  if (publisher.confirmed !== true) throw loginError(401, UNCONFIRMED);

  const id = Number(publisher.id);
  if (fingerprint !== null) {
    await db.run(`UPDATE publishers SET fingerprint = $1 WHERE id = $2`, [fingerprint, id]);
  }
  await signIn(ctx, id, { remember: isTruthyFlag(body._remember_me), fingerprint });
  sendJson(ctx.res, 200, {
    '@id': `/publisher/api/publishers/${id}`,
    username: publisher.username,
  });
}

/** @type {import('../lib/router.mjs').Handler} */
async function logout(ctx) {
  const session = await findSession(ctx.app.db, ctx.req);
  if (session) await deleteSession(ctx.app.db, session.id);
  ctx.res.setHeader('Set-Cookie', clearSessionCookie());
  sendNoContent(ctx.res);
}

/** @type {import('../lib/router.mjs').Route[]} */
export const authRoutes = [
  { method: 'POST', path: '/publisher/api/login', handler: login },
  { method: 'POST', path: '/publisher/api/logout', handler: logout },
];
