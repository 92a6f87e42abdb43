// @ts-check
/**
 * PATCH /publisher/api/publishers/{id}/validate: the profile edit's checks (the payment info
 * screens validate before they ask for a PIN) without changing anything.
 */
import { HttpError } from '../../lib/http.mjs';
import { checkProfilePatch } from '../profile/rules.mjs';
import { checkAvailable } from '../registration/sign-up.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { checkBody, jsonBody } from '../../lib/validation.mjs';

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function validateProfile(request, reply) {
  const { publisherId } = sessionOf(request);
  const { id } = /** @type {{ id: string }} */ (request.params);
  if (id !== String(publisherId)) throw new HttpError(403, 'Access Denied.');
  const body = jsonBody(request);
  await checkBody(request, async () => {
    const { email } = checkProfilePatch(body);
    const current = await request.server.app.db.get(`SELECT email FROM publishers WHERE id = $1`, [
      publisherId,
    ]);
    if (email !== null && email.toLowerCase() !== String(current?.email).toLowerCase()) {
      await checkAvailable(request.server.app.db, { email }, publisherId);
    }
  });
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function financeProfileValidationRoutes(fastify) {
  fastify.patch(
    '/publisher/api/publishers/:id/validate',
    { onRequest: authenticate, config: { bodyRules: true } },
    validateProfile,
  );
}
