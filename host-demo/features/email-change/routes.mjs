// @ts-check
/** Confirmation of a new e-mail address (link mailed by PATCH /publishers/{id}). */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE, errorFieldShape } from '../../lib/http.mjs';
import { checkAvailable } from '../registration/sign-up.mjs';
import { consumeToken } from '../../lib/tokens.mjs';
import { fingerprintOf, jsonBody } from '../../lib/validation.mjs';

const INVALID_LINK = 'The e-mail confirmation link is invalid or has expired.';

/**
 * @param {import('fastify').FastifyRequest<{ Params: { token: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
async function confirmEmailUpdate(request, reply) {
  const fingerprint = fingerprintOf(jsonBody(request).fingerprint);
  const publisher = await request.server.app.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'email_update', request.params.token);
    if (!token?.email) return undefined;
    // Someone may have taken the address since the mail was sent (422; the link stays valid).
    await checkAvailable(tx, { email: token.email }, token.publisherId);
    return tx.get(
      `UPDATE publishers SET email = $1,
         temporary_email = CASE WHEN lower(temporary_email) = lower($1) THEN NULL
                                ELSE temporary_email END,
         fingerprint = coalesce($2, fingerprint), email_changed_at = $4
       WHERE id = $3 RETURNING id, email`,
      [token.email, fingerprint, token.publisherId, sqlTimestamp()],
    );
  });
  if (!publisher) throw new HttpError(400, INVALID_LINK);
  return reply
    .type(JSON_LD_TYPE)
    .send({ '@id': `/publisher/api/publishers/${publisher.id}`, email: publisher.email });
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function emailUpdateRoutes(fastify) {
  fastify.post(
    '/publisher/api/email_update/confirm/:token',
    { config: { mapError: errorFieldShape } },
    confirmEmailUpdate,
  );
}
