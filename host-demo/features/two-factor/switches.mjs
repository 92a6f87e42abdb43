// @ts-check
/**
 * Test switch of two-factor sign-in; not part of the portal contract. A test starts from a known
 * state: `{ username }` forgets the publisher's second factor (secret, recovery codes, pending
 * sign-ins, trusted browsers); `{ username, secret }` turns it on with that base32 secret, so the
 * test computes the codes itself.
 */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { publisherOf } from '../../lib/switch-publisher.mjs';
import { context } from './factors.mjs';
import { seal, secretKey } from './secret-box.mjs';

const TABLES = ['two_factor', 'two_factor_recovery_codes', 'two_factor_logins', 'trusted_browsers'];
const BASE32 = /^[A-Z2-7]{16,64}$/;

/** @param {import('fastify').FastifyInstance} fastify */
export async function twoFactorSwitchRoutes(fastify) {
  fastify.post('/__demo/two-factor', async (request, reply) => {
    const id = await publisherOf(request);
    const secret = /** @type {{ secret?: unknown } | undefined} */ (request.body)?.secret;
    if (secret !== undefined && !(typeof secret === 'string' && BASE32.test(secret))) {
      const error = 'secret: 16 to 64 base32 characters (A-Z, 2-7).';
      throw new HttpError(400, error, { body: { error } });
    }
    const sealed =
      typeof secret === 'string' ? seal(await secretKey(request), secret, context(id)) : null;
    await fastify.app.db.transaction(async (tx) => {
      for (const table of TABLES)
        await tx.run(`DELETE FROM ${table} WHERE publisher_id = $1`, [id]);
      if (sealed)
        await tx.run(
          `INSERT INTO two_factor (publisher_id, secret, enabled, last_step, enabled_at)
           VALUES ($1, $2, true, NULL, $3)`,
          [id, sealed, sqlTimestamp()],
        );
    });
    return reply.code(204).send();
  });
}
