// @ts-check
/** Test switch of the support area; not part of the portal contract. */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';

/**
 * The manager approves a publisher's pending activation request: the request is approved and
 * the account leaves demo mode (statusNew false on its next profile load). 404 { error } when
 * the publisher has no pending request.
 * @param {import('fastify').FastifyInstance} fastify
 */
export async function supportSwitchRoutes(fastify) {
  fastify.post('/__demo/activation_requests/approve', async (request, reply) => {
    const body = /** @type {{ username?: unknown } | undefined} */ (request.body);
    const username = typeof body?.username === 'string' ? body.username : '';
    const approved = await fastify.app.db.transaction(async (tx) => {
      const row = await tx.get(
        `UPDATE activation_requests SET status = 'approved', decided_at = $2
         WHERE status = 'pending'
           AND publisher_id = (SELECT id FROM publishers WHERE username = $1)
         RETURNING publisher_id`,
        [username, sqlTimestamp()],
      );
      if (row)
        await tx.run(`UPDATE publishers SET status_new = false WHERE id = $1`, [
          Number(row.publisher_id),
        ]);
      return row;
    });
    if (!approved) {
      const error = `No pending activation request of "${username.slice(0, 40)}".`;
      throw new HttpError(404, error, { body: { error } });
    }
    return reply.code(204).send();
  });
}
