// @ts-check
/** Confirmation of a new e-mail address (link mailed by PATCH /publishers/{id}). */
import { HttpError, JSON_LD_TYPE, sendJson } from '../lib/http.mjs';
import { checkAvailable } from '../lib/registration.mjs';
import { consumeToken } from '../lib/tokens.mjs';
import { fingerprintOf, readJsonObject } from '../lib/validation.mjs';

const INVALID_LINK = 'The e-mail confirmation link is invalid or has expired.';

/** @type {import('../lib/router.mjs').Handler} */
async function confirmEmailUpdate(ctx) {
  const body = await readJsonObject(ctx.req);
  const fingerprint = fingerprintOf(body.fingerprint);
  const publisher = await ctx.app.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'email_update', ctx.params.token ?? '');
    if (!token?.email) return undefined;
    // Someone may have taken the address since the mail was sent (422; the link stays valid).
    await checkAvailable(tx, { email: token.email }, token.publisherId);
    return tx.get(
      `UPDATE publishers SET email = $1,
         temporary_email = CASE WHEN lower(temporary_email) = lower($1) THEN NULL
                                ELSE temporary_email END,
         fingerprint = coalesce($2, fingerprint)
       WHERE id = $3 RETURNING id, email`,
      [token.email, fingerprint, token.publisherId],
    );
  });
  if (!publisher) throw new HttpError(400, INVALID_LINK);
  sendJson(
    ctx.res,
    200,
    { '@id': `/publisher/api/publishers/${publisher.id}`, email: publisher.email },
    JSON_LD_TYPE,
  );
}

/** @type {import('../lib/router.mjs').Route[]} */
export const emailUpdateRoutes = [
  {
    method: 'POST',
    path: '/publisher/api/email_update/confirm/{token}',
    handler: confirmEmailUpdate,
  },
];
