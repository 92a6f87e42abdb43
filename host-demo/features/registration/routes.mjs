// @ts-check
/** Sign-up: messengers, custom fields, registration, activation link. */
import { sendActivationMail } from './mails.mjs';
import { MESSENGERS } from '../../lib/catalog.mjs';
import { HttpError, JSON_LD_TYPE, errorFieldShape } from '../../lib/http.mjs';
import { hashPassword } from '../../lib/passwords.mjs';
import { checkAvailable, checkRegistration, insertPublisher } from './sign-up.mjs';
import { signIn } from '../../lib/sessions.mjs';
import { isSecureRequest } from '../../lib/request-guard.mjs';
import { startSignup } from './upload-pass.mjs';
import { retryAfterSeconds } from '../../lib/throttle.mjs';
import { consumeToken, issueToken } from '../../lib/tokens.mjs';
import { checkBody, fingerprintOf, isValidEmail, jsonBody, text } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';
import { customFieldResource, loadCustomFields } from './resource.mjs';

export const LIMIT_COOKIE =
  'publisher_registration_limit=1; Path=/publisher; Max-Age=3600; SameSite=Lax';
/** How many sign-up attempts, failed ones included, an address gets per registration allowed. */
export const ATTEMPTS_PER_REGISTRATION = 4;
export const BLOCKED_DOMAIN =
  'Registration from disposable e-mail addresses is not allowed. Please use your work e-mail.';
const INVALID_LINK = 'The confirmation link is invalid or has expired.';

/**
 * Takes this address's turn, before anything is read or written (so parallel sign-ups count
 * one by one): at most settings.registrationLimit registrations per hour, and four times as
 * many attempts, failed ones included, so probing which names are taken is limited as well.
 * 429 with Retry-After and the cookie that blocks the sign-up button. The answer undoes the
 * registration's count when the attempt failed.
 * @param {import('fastify').FastifyRequest} request
 * @returns {() => void}
 */
function takeRegistrationTurn(request) {
  const { settings, throttles } = request.server.app;
  const limit = settings.registrationLimit;
  if (limit === null) return () => undefined;
  const attempts = ATTEMPTS_PER_REGISTRATION * limit;
  const address = request.ip;
  const waitMs = Math.max(
    throttles.registrationAttempts.wait(address, attempts),
    throttles.registrations.wait(address, limit),
  );
  if (waitMs > 0) {
    throw new HttpError(429, 'Registration limit exceeded', {
      headers: {
        'Set-Cookie': isSecureRequest(request) ? `${LIMIT_COOKIE}; Secure` : LIMIT_COOKIE,
        'Retry-After': String(retryAfterSeconds(waitMs)),
      },
    });
  }
  throttles.registrationAttempts.take(address, attempts);
  throttles.registrations.take(address, limit);
  return () => throttles.registrations.undo(address);
}

/**
 * 406 for a valid address on a blocked (disposable) domain or one of its subdomains.
 * @param {import('../../lib/app-context.mjs').AppContext} app
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
  const notRegistered = takeRegistrationTurn(request);
  const { db } = request.server.app;
  let created;
  try {
    rejectBlockedDomain(request.server.app, body.email);
    const fields = await loadCustomFields(db);
    const registration = await checkBody(request, () => checkRegistration(db, body, fields));
    const passwordHash = await hashPassword(registration.password);
    created = await db.transaction(async (tx) => {
      await checkAvailable(tx, registration);
      const id = await insertPublisher(tx, registration, {
        passwordHash,
        clientAddress: request.ip,
        locale: request.cookies._locale,
      });
      return { id, token: await issueToken(tx, 'activation', id), registration };
    });
  } catch (error) {
    notRegistered();
    throw error;
  }
  const { id, token, registration } = created;
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

/** @param {import('fastify').FastifyInstance} fastify */
export async function registrationRoutes(fastify) {
  fastify.get('/publisher/register/messengers', async () => MESSENGERS);
  fastify.get('/publisher/api/register/fields', async (request, reply) => {
    const fields = await loadCustomFields(request.server.app.db);
    // Opening the sign-up form is what lets this browser upload its files (POST /cdn).
    startSignup(request, reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type(JSON_LD_TYPE)
      .send(collection(fields.map(customFieldResource)));
  });
  fastify.post('/publisher/api/publishers/register', { config: { bodyRules: true } }, register);
  fastify.post(
    '/publisher/register/confirm/:token',
    { config: { mapError: errorFieldShape } },
    confirm,
  );
}
