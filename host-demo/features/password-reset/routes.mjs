// @ts-check
/** Forgotten password: request the mail, then set a new password from its link. */
import { sendResetMail } from './mails.mjs';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { hashPassword } from '../../lib/passwords.mjs';
import { throttled } from '../../lib/password-attempts.mjs';
import { endSessionsOf, signIn } from '../../lib/sessions.mjs';
import { waitText } from '../../lib/throttle.mjs';
import { HOUR_MS, consumeToken, issueToken, peekToken, revokeTokens } from '../../lib/tokens.mjs';
import {
  Violations,
  checkBody,
  checkEmail,
  checkNewPassword,
  fingerprintOf,
  jsonBody,
} from '../../lib/validation.mjs';

const INVALID_LINK = 'The password reset link is invalid or has expired.';
/** A reset mail can be requested once per 2 hours. */
export const RESET_MAIL_INTERVAL_MS = 2 * HOUR_MS;

/**
 * 204 for every valid address, whether or not an account uses it (no account enumeration);
 * 429 once this client address asked 10 times within an hour.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function sendEmail(request, reply) {
  const body = jsonBody(request);
  const email = await checkBody(request, () => {
    const violations = new Violations();
    const email = checkEmail(violations, 'email', body.email);
    violations.throwIfAny();
    return email;
  });
  const waitMs = request.server.app.throttles.resetRequests.take(request.ip);
  if (waitMs > 0) {
    throw throttled(waitMs, `Too many reset requests. Try again in ${waitText(waitMs)}.`);
  }
  const issued = await request.server.app.db.transaction(async (tx) => {
    // The interval check and the stamp are one statement, so parallel requests mail once.
    const publisher = await tx.get(
      `UPDATE publishers SET reset_mail_sent_at = $1
       WHERE lower(email) = lower($2)
         AND (reset_mail_sent_at IS NULL OR reset_mail_sent_at <= $3)
       RETURNING id, username, email`,
      [sqlTimestamp(), email, sqlTimestamp(new Date(Date.now() - RESET_MAIL_INTERVAL_MS))],
    );
    if (!publisher) return null;
    await revokeTokens(tx, 'reset', Number(publisher.id));
    const token = await issueToken(tx, 'reset', Number(publisher.id));
    return { to: String(publisher.email), username: String(publisher.username), token };
  });
  if (issued) await sendResetMail(request, issued);
  return reply.code(204).send();
}

/**
 * @param {import('fastify').FastifyRequest<{ Params: { token: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
async function resetPassword(request, reply) {
  const body = jsonBody(request);
  const { db } = request.server.app;
  const tokenValue = request.params.token;
  if (!(await peekToken(db, 'reset', tokenValue))) throw new HttpError(400, INVALID_LINK);
  const password = await checkBody(request, () => {
    const violations = new Violations();
    const password = checkNewPassword(violations, body, {
      repeatRequired: 'Repeat password is required',
      mismatch: 'Passwords are not equal',
    });
    violations.throwIfAny();
    return password;
  });
  const passwordHash = await hashPassword(password);
  const fingerprint = fingerprintOf(body.fingerprint);
  const publisher = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset', tokenValue);
    if (!token) return undefined;
    await endSessionsOf(tx, token.publisherId);
    // Following a mailed link proves the address, so an unconfirmed account is confirmed too.
    return tx.get(
      `UPDATE publishers SET password_hash = $1, confirmed = true,
         fingerprint = coalesce($2, fingerprint)
       WHERE id = $3 RETURNING id, username`,
      [passwordHash, fingerprint, token.publisherId],
    );
  });
  if (!publisher) throw new HttpError(400, INVALID_LINK);
  await signIn(request, reply, Number(publisher.id), { fingerprint });
  return reply
    .type(JSON_LD_TYPE)
    .send({ '@id': `/publisher/api/publishers/${publisher.id}`, username: publisher.username });
}

/**
 * 204 while the link can still set a password, else 404 with the PATCH's text; changes nothing.
 * @param {import('fastify').FastifyRequest<{ Params: { token: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
async function checkToken(request, reply) {
  const valid = await peekToken(request.server.app.db, 'reset', request.params.token);
  if (!valid) throw new HttpError(404, INVALID_LINK);
  return reply.header('Cache-Control', 'no-store').code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function passwordResetRoutes(fastify) {
  fastify.get('/publisher/api/publishers/:token/reset_password', checkToken);
  const config = { bodyRules: true };
  fastify.post('/publisher/api/reset_password/send_email', { config }, sendEmail);
  fastify.patch('/publisher/api/publishers/:token/reset_password', { config }, resetPassword);
}
