// @ts-check
/**
 * Who may upload to POST /publisher/api/cdn: a signed-in publisher (shortlink covers) or a
 * browser in the middle of a sign-up. Opening the sign-up form (GET …/register/fields) hands
 * the browser an upload pass: an HttpOnly cookie for the upload path, good for an hour and 20
 * files. Every upload also counts against its client address (50 an hour).
 */
import { randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http.mjs';
import { throttled } from '../../lib/password-attempts.mjs';
import { isSecureRequest } from '../../lib/request-guard.mjs';
import { findSession } from '../../lib/sessions.mjs';
import { waitText } from '../../lib/throttle.mjs';

export const SIGNUP_COOKIE = 'pp_signup';
const PASS_SECONDS = 3600;
export const FILES_PER_PASS = 20;
const MAX_PASSES = 10_000;
export const NO_UPLOAD_PASS =
  'Uploads are accepted from a signed-in publisher or during sign-up only. Reload the sign-up form and try again.';

/** @type {WeakMap<object, Map<string, { expiresAt: number, files: number }>>} per server */
const passesOf = new WeakMap();

/** @param {import('fastify').FastifyRequest} request */
function passes(request) {
  const { app } = request.server;
  let map = passesOf.get(app);
  if (!map) passesOf.set(app, (map = new Map()));
  return map;
}

/**
 * Gives the browser an upload pass (a fresh one each time the form opens).
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
export function startSignup(request, reply) {
  const map = passes(request);
  const now = request.server.app.throttles.clock.now();
  if (map.size >= MAX_PASSES) {
    for (const [token, pass] of map) if (pass.expiresAt <= now) map.delete(token);
    // Still full: the oldest passes give way.
    for (const token of [...map.keys()].slice(0, map.size - MAX_PASSES + 1)) map.delete(token);
  }
  const token = randomBytes(24).toString('base64url');
  map.set(token, { expiresAt: now + PASS_SECONDS * 1000, files: 0 });
  const parts = [
    `${SIGNUP_COOKIE}=${token}`,
    'Path=/publisher/api/cdn',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${PASS_SECONDS}`,
  ];
  if (isSecureRequest(request)) parts.push('Secure');
  reply.header('Set-Cookie', parts.join('; '));
}

/**
 * onRequest of the upload: 403 without a session or a valid pass, 429 past the limits. The
 * counts are taken before the body is read.
 * @param {import('fastify').FastifyRequest} request
 */
export async function takeUploadTurn(request) {
  const { app } = request.server;
  const session = await findSession(app.db, request);
  const token = request.cookies[SIGNUP_COOKIE] ?? '';
  const pass = passes(request).get(token);
  const now = app.throttles.clock.now();
  const passValid = pass !== undefined && pass.expiresAt > now;
  if (!session && !passValid) throw new HttpError(403, NO_UPLOAD_PASS);
  if (!session && pass && pass.files >= FILES_PER_PASS) {
    throw new HttpError(429, `At most ${FILES_PER_PASS} files per sign-up.`);
  }
  const waitMs = app.throttles.uploads.take(request.ip);
  if (waitMs > 0) throw throttled(waitMs, `Too many uploads. Try again in ${waitText(waitMs)}.`);
  if (!session && pass) pass.files += 1;
}
