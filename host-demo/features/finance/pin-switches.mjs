// @ts-check
/**
 * Test switches of the payout-account PIN; not part of the portal contract. A test starts from a
 * known PIN state (reset) and sees a PIN expire or a lock end without waiting (advance: the
 * publisher's PIN clock moves forward, the lock rule itself is the real one).
 */
import { HttpError } from '../../lib/http.mjs';
import { publisherOf } from '../../lib/switch-publisher.mjs';

/** A day at most: enough for any expiry or lock, and no overflow of a timestamp. */
const MAX_MINUTES = 24 * 60;

/** @param {string} message */
const badRequest = (message) => new HttpError(400, message, { body: { error: message } });

/** @param {import('fastify').FastifyInstance} fastify */
export async function financePinSwitchRoutes(fastify) {
  const { db } = fastify.app;
  // `{ username }`: forgets the publisher's PIN, its count of wrong PINs, its lock and the wait
  // for PINs after an e-mail change.
  fastify.post('/__demo/finance/pins/reset', async (request, reply) => {
    const publisherId = await publisherOf(request);
    await db.run(`DELETE FROM publisher_pins WHERE publisher_id = $1`, [publisherId]);
    await db.run(`UPDATE publishers SET email_changed_at = NULL WHERE id = $1`, [publisherId]);
    return reply.code(204).send();
  });
  // `{ username, minutes }`: `minutes` pass for the publisher's PIN, its lock and the wait for
  // PINs after an e-mail change.
  fastify.post('/__demo/finance/pins/advance', async (request, reply) => {
    const publisherId = await publisherOf(request);
    const minutes = /** @type {{ minutes?: unknown }} */ (request.body).minutes;
    if (typeof minutes !== 'number' || !(minutes > 0 && minutes <= MAX_MINUTES)) {
      throw badRequest(`minutes: a number above 0, at most ${MAX_MINUTES}.`);
    }
    const shift = Math.round(minutes * 60_000);
    await db.run(
      `UPDATE publisher_pins SET expires_at = expires_at - to_milliseconds($2),
         locked_until = locked_until - to_milliseconds($2)
       WHERE publisher_id = $1`,
      [publisherId, shift],
    );
    // The wait for PINs after an e-mail change runs on the same clock.
    await db.run(
      `UPDATE publishers SET email_changed_at = email_changed_at - to_milliseconds($2)
       WHERE id = $1`,
      [publisherId, shift],
    );
    return reply.code(204).send();
  });
}
