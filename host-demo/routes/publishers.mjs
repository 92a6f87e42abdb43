// @ts-check
/** The logged-in publisher's profile (issue 4): read, edit, change the password. */
import { sendEmailUpdateMail } from '../lib/account-mails.mjs';
import { HttpError, JSON_LD_TYPE, sendJson, sendNoContent } from '../lib/http.mjs';
import { hashPassword, verifyPassword } from '../lib/passwords.mjs';
import { checkProfilePatch } from '../lib/profile-update.mjs';
import { checkAvailable } from '../lib/registration.mjs';
import { endSessionsOf, requireSession } from '../lib/sessions.mjs';
import { issueToken, revokeTokens } from '../lib/tokens.mjs';
import { Violations, checkNewPassword, readJsonObject, text } from '../lib/validation.mjs';
import { loadPublisherProfile } from '../resources/publisher-profile.mjs';

const UNAUTHENTICATED = 'Full authentication is required to access this resource.';

/**
 * The session's publisher, 403 when the path names another one.
 * @param {import('../lib/router.mjs').RequestContext} ctx
 */
async function requireOwnId(ctx) {
  const session = await requireSession(ctx);
  if (ctx.params.id !== String(session.publisherId)) throw new HttpError(403, 'Access Denied.');
  return session;
}

/**
 * @param {import('../lib/router.mjs').RequestContext} ctx
 * @param {number} id
 */
async function sendProfile(ctx, id) {
  const profile = await loadPublisherProfile(ctx.app.db, id, ctx.app.publicUrl);
  // The session outlived its publisher (e.g. after a reset): treat as logged out.
  if (!profile) throw new HttpError(401, UNAUTHENTICATED);
  ctx.res.setHeader('Cache-Control', 'no-store');
  sendJson(ctx.res, 200, profile, JSON_LD_TYPE);
}

/** @type {import('../lib/router.mjs').Handler} */
async function currentPublisher(ctx) {
  const session = await requireSession(ctx);
  await sendProfile(ctx, session.publisherId);
}

/** @type {import('../lib/router.mjs').Handler} */
async function updatePublisher(ctx) {
  const { publisherId: id } = await requireOwnId(ctx);
  const { columns, email } = checkProfilePatch(await readJsonObject(ctx.req));
  const mail = await ctx.app.db.transaction(async (tx) => {
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
    return { to: email, username: String(current.username), token };
  });
  if (mail) await sendEmailUpdateMail(ctx, mail);
  await sendProfile(ctx, id);
}

/** @type {import('../lib/router.mjs').Handler} */
async function changePassword(ctx) {
  const session = await requireOwnId(ctx);
  const body = await readJsonObject(ctx.req);
  const { db } = ctx.app;
  const violations = new Violations();
  const row = await db.get(`SELECT password_hash FROM publishers WHERE id = $1`, [
    session.publisherId,
  ]);
  if (!row) throw new HttpError(401, UNAUTHENTICATED);
  if (!(await verifyPassword(text(body.oldPassword), String(row.password_hash)))) {
    violations.add('oldPassword', 'The current password is wrong.');
  }
  const password = checkNewPassword(violations, body, {
    repeatRequired: 'Repeat password is required',
    mismatch: 'Passwords are not equal',
  });
  violations.throwIfAny();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.run(`UPDATE publishers SET password_hash = $1 WHERE id = $2`, [
      passwordHash,
      session.publisherId,
    ]);
    // Other devices are signed out; this one stays signed in.
    await endSessionsOf(tx, session.publisherId, session.id);
  });
  sendNoContent(ctx.res);
}

/** @type {import('../lib/router.mjs').Route[]} */
export const publisherRoutes = [
  { method: 'GET', path: '/publisher/api/publishers/current', handler: currentPublisher },
  { method: 'PATCH', path: '/publisher/api/publishers/{id}', handler: updatePublisher },
  {
    method: 'PATCH',
    path: '/publisher/api/publishers/{id}/change_password',
    handler: changePassword,
  },
];
