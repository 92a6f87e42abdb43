// @ts-check
/** The logged-in publisher's profile: read, edit, change the password. */
import { sendEmailChangeNotice, sendEmailUpdateMail } from '../email-change/mails.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import {
  CURRENT_PASSWORD_REQUIRED,
  WRONG_PASSWORD,
  checkCurrentPassword,
} from '../../lib/password-attempts.mjs';
import { hashPassword } from '../../lib/passwords.mjs';
import { checkProfilePatch } from './rules.mjs';
import { checkAvailable } from '../registration/sign-up.mjs';
import { authenticate, endSessionsOf, sessionOf } from '../../lib/sessions.mjs';
import { issueToken, revokeTokens } from '../../lib/tokens.mjs';
import { Violations, checkBody, checkNewPassword, jsonBody } from '../../lib/validation.mjs';

/** @typedef {import('../../lib/validation.mjs').Violation} Violation */
import { loadPublisherProfile } from './resource.mjs';

const UNAUTHENTICATED = 'Full authentication is required to access this resource.';
/**
 * onRequest hook after authenticate: 403 when the path names another publisher.
 * @param {import('fastify').FastifyRequest<{ Params: { id: string } }>} request
 */
async function requireOwnId(request) {
  if (request.params.id !== String(sessionOf(request).publisherId)) {
    throw new HttpError(403, 'Access Denied.');
  }
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {number} id
 */
async function sendProfile(request, reply, id) {
  const { app } = request.server;
  const profile = await loadPublisherProfile(app.db, id, app.publicUrl);
  // The session outlived its publisher (e.g. after a reset): treat as logged out.
  if (!profile) throw new HttpError(401, UNAUTHENTICATED);
  return reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(profile);
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function currentPublisher(request, reply) {
  return sendProfile(request, reply, sessionOf(request).publisherId);
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function updatePublisher(request, reply) {
  const { publisherId: id } = sessionOf(request);
  const body = jsonBody(request);
  const { columns, email } = await checkBody(request, async () => {
    const violations = new Violations();
    /** @type {import('./rules.mjs').ProfileChange | undefined} */
    let change;
    try {
      change = checkProfilePatch(body);
    } catch (error) {
      const list = /** @type {{ body?: { violations?: Violation[] } }} */ (error).body?.violations;
      if (!list) throw error;
      for (const v of list) violations.add(v.propertyPath, v.message);
    }
    // A stolen session must not be enough to take over the account's e-mail (and its PINs).
    if (Object.hasOwn(body, 'email')) {
      await checkCurrentPassword(request, violations, {
        id,
        field: 'currentPassword',
        typed: body.currentPassword,
        missing: CURRENT_PASSWORD_REQUIRED,
      });
    }
    violations.throwIfAny();
    return /** @type {import('./rules.mjs').ProfileChange} */ (change);
  });
  const mail = await request.server.app.db.transaction(async (tx) => {
    const current = await tx.get(`SELECT email, username FROM publishers WHERE id = $1`, [id]);
    if (!current) throw new HttpError(401, UNAUTHENTICATED);
    const names = Object.keys(columns);
    if (names.length > 0) {
      const assignments = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
      await tx.run(`UPDATE publishers SET ${assignments} WHERE id = $1`, [
        id,
        ...Object.values(columns),
      ]);
    }
    if (email === null) return null;
    await revokeTokens(tx, 'email_update', id);
    // Sending the current address again cancels a pending change.
    if (email.toLowerCase() === String(current.email).toLowerCase()) {
      await tx.run(`UPDATE publishers SET temporary_email = NULL WHERE id = $1`, [id]);
      return null;
    }
    await checkAvailable(tx, { email }, id);
    await tx.run(`UPDATE publishers SET temporary_email = $1 WHERE id = $2`, [email, id]);
    const token = await issueToken(tx, 'email_update', id, email);
    return {
      to: email,
      username: String(current.username),
      token,
      oldEmail: String(current.email),
    };
  });
  if (mail) {
    await sendEmailUpdateMail(request, mail);
    await sendEmailChangeNotice(request, {
      to: mail.oldEmail,
      username: mail.username,
      newEmail: mail.to,
    });
  }
  return sendProfile(request, reply, id);
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function changePassword(request, reply) {
  const session = sessionOf(request);
  const body = jsonBody(request);
  const { db } = request.server.app;
  const password = await checkBody(request, async () => {
    const violations = new Violations();
    await checkCurrentPassword(request, violations, {
      id: session.publisherId,
      field: 'oldPassword',
      typed: body.oldPassword,
      missing: WRONG_PASSWORD,
    });
    const password = checkNewPassword(violations, body, {
      repeatRequired: 'Repeat password is required',
      mismatch: 'Passwords are not equal',
    });
    violations.throwIfAny();
    return password;
  });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.run(`UPDATE publishers SET password_hash = $1 WHERE id = $2`, [
      passwordHash,
      session.publisherId,
    ]);
    // Other devices are signed out; this one stays signed in.
    await endSessionsOf(tx, session.publisherId, session.id);
  });
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function publisherRoutes(fastify) {
  const own = { onRequest: [authenticate, requireOwnId], config: { bodyRules: true } };
  fastify.get('/publisher/api/publishers/current', { onRequest: authenticate }, currentPublisher);
  fastify.patch('/publisher/api/publishers/:id', own, updatePublisher);
  fastify.patch('/publisher/api/publishers/:id/change_password', own, changePassword);
}
