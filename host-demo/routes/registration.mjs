// @ts-check
/** Sign-up: messengers, custom fields, registration, activation link. */
import { sendActivationMail } from '../lib/account-mails.mjs';
import { MESSENGERS } from '../lib/catalog.mjs';
import { sqlTimestamp } from '../lib/db.mjs';
import { HttpError, JSON_LD_TYPE, hydraError } from '../lib/http.mjs';
import { hashPassword } from '../lib/passwords.mjs';
import { checkAvailable, checkRegistration, insertPublisher } from '../lib/registration.mjs';
import { signIn } from '../lib/sessions.mjs';
import { HOUR_MS, consumeToken, issueToken } from '../lib/tokens.mjs';
import { checkBody, fingerprintOf, isValidEmail, jsonBody, text } from '../lib/validation.mjs';
import { collection } from '../resources/collection.mjs';
import { customFieldResource, loadCustomFields } from '../resources/custom-field.mjs';

export const LIMIT_COOKIE =
  'publisher_registration_limit=1; Path=/publisher; Max-Age=3600; SameSite=Lax';
export const BLOCKED_DOMAIN =
  'Registration from disposable e-mail addresses is not allowed. Please use your work e-mail.';
const INVALID_LINK = 'The confirmation link is invalid or has expired.';

/** @param {import('fastify').FastifyRequest} request */
const clientAddress = (request) => request.socket.remoteAddress ?? 'unknown';

/**
 * 429 (and the cookie that blocks the sign-up button) once this address registered
 * settings.registrationLimit accounts within the last hour.
 * @param {import('fastify').FastifyRequest} request
 */
async function enforceRegistrationLimit(request) {
  const { app } = request.server;
  const limit = app.settings.registrationLimit;
  if (limit === null) return;
  const row = await app.db.get(
    `SELECT count(*)::INTEGER AS n FROM publishers WHERE registration_ip = $1 AND created_at > $2`,
    [clientAddress(request), sqlTimestamp(new Date(Date.now() - HOUR_MS))],
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

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function register(request, reply) {
  const body = jsonBody(request);
  await enforceRegistrationLimit(request);
  rejectBlockedDomain(request.server.app, body.email);
  const { db } = request.server.app;
  const fields = await loadCustomFields(db);
  const registration = await checkBody(request, () => checkRegistration(db, body, fields));
  const passwordHash = await hashPassword(registration.password);
  const { id, token } = await db.transaction(async (tx) => {
    await checkAvailable(tx, registration);
    const id = await insertPublisher(tx, registration, {
      passwordHash,
      clientAddress: clientAddress(request),
      locale: request.cookies._locale,
    });
    return { id, token: await issueToken(tx, 'activation', id) };
  });
  await sendActivationMail(request, {
    to: registration.email,
    username: registration.username,
    token,
  });
  return reply
    .code(201)
    .type(JSON_LD_TYPE)
    .send({
      '@id': `/publisher/api/publishers/${id}`,
      username: registration.username,
      email: registration.email,
    });
}

/**
 * POST /publisher/register/confirm/{token}: activates the account and signs in.
 * @param {import('fastify').FastifyRequest<{ Params: { token: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
async function confirm(request, reply) {
  const fingerprint = fingerprintOf(jsonBody(request).fingerprint);
  const publisher = await request.server.app.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'activation', request.params.token);
    if (!token) return undefined;
    return tx.get(
      `UPDATE publishers SET confirmed = true, fingerprint = coalesce($1, fingerprint)
       WHERE id = $2 RETURNING id, username`,
      [fingerprint, token.publisherId],
    );
  });
  if (!publisher) throw new HttpError(400, INVALID_LINK);
  await signIn(request, reply, Number(publisher.id), { fingerprint });
  return { '@id': `/publisher/api/publishers/${publisher.id}`, username: publisher.username };
}

/**
 * The confirm page's endpoint lies outside /publisher/api, so its errors are given the Hydra
 * body explicitly.
 * @param {HttpError} error
 */
const hydraShape = (error) =>
  error.body !== undefined
    ? error
    : new HttpError(error.status, error.message, {
        body: hydraError(error.message),
        headers: error.headers,
        contentType: JSON_LD_TYPE,
      });

/** @param {import('fastify').FastifyInstance} fastify */
export async function registrationRoutes(fastify) {
  fastify.get('/publisher/register/messengers', async () => MESSENGERS);
  fastify.get('/publisher/api/register/fields', async (request, reply) => {
    const fields = await loadCustomFields(request.server.app.db);
    return reply.type(JSON_LD_TYPE).send(collection(fields.map(customFieldResource)));
  });
  fastify.post('/publisher/api/publishers/register', { config: { bodyRules: true } }, register);
  fastify.post('/publisher/register/confirm/:token', { config: { mapError: hydraShape } }, confirm);
}
