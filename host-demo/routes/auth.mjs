// @ts-check
import { HttpError, isRecord, readJsonBody, sendJson, sendNoContent } from '../lib/http.mjs';
import { DUMMY_HASH, verifyPassword } from '../lib/passwords.mjs';
import { clearSessionCookie, createSession, deleteSession, findSession } from '../lib/sessions.mjs';

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
  const fingerprint = typeof body.fingerprint === 'string' ? body.fingerprint.slice(0, 200) : null;

  const { db } = ctx.app;
  const publisher = await db.get(
    `SELECT id, username, password_hash FROM publishers
     WHERE lower(username) = lower($1) OR lower(email) = lower($1)
     ORDER BY lower(username) = lower($1) DESC LIMIT 1`,
    [username],
  );
  const valid = await verifyPassword(password, String(publisher?.password_hash ?? DUMMY_HASH));
  if (!publisher || !valid) throw loginError(401, 'Invalid credentials.');

  // A fresh session id on every login (no session fixation); the old one is dropped.
  const previous = await findSession(db, ctx.req);
  if (previous) await deleteSession(db, previous.id);
  const id = Number(publisher.id);
  const cookie = await createSession(db, {
    publisherId: id,
    remember: isTruthyFlag(body._remember_me),
    fingerprint,
  });
  ctx.res.setHeader('Set-Cookie', cookie);
  ctx.res.setHeader('Cache-Control', 'no-store');
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
