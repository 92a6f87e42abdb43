// @ts-check
/** Test switch of the claims; not part of the portal contract (DEMO_SWITCHES=1 only). */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { publisherOf } from '../../lib/switch-publisher.mjs';
import { claimNotice } from './notice.mjs';

/** @param {string} message */
const badRequest = (message) => new HttpError(400, message, { body: { error: message } });

/** @param {import('fastify').FastifyInstance} fastify */
export async function claimSwitchRoutes(fastify) {
  const { db } = fastify.app;
  // `{ username, status: 'accepted' | 'rejected', answer }`: the network answers the publisher's
  // newest open claim, and the publisher gets a notification of it in its language.
  fastify.post('/__demo/claims/answer', async (request) => {
    const publisherId = await publisherOf(request);
    const body = /** @type {{ status?: unknown, answer?: unknown }} */ (request.body);
    if (body.status !== 'accepted' && body.status !== 'rejected')
      throw badRequest('status: accepted or rejected.');
    const status = body.status;
    const answer = typeof body.answer === 'string' ? body.answer.slice(0, 500) : '';
    return db.transaction(async (tx) => {
      const claim = await tx.get(
        `SELECT id, click_id, transaction_id FROM conversion_claims
         WHERE publisher_id = $1 AND status = 'open' ORDER BY id DESC LIMIT 1`,
        [publisherId],
      );
      if (!claim) throw new HttpError(404, 'No open claim.', { body: { error: 'No open claim.' } });
      const now = sqlTimestamp();
      await tx.run(
        `UPDATE conversion_claims SET status = $2, answer = $3, answered_at = $4 WHERE id = $1`,
        [Number(claim.id), String(body.status), answer || null, now],
      );
      const publisher = await tx.get(`SELECT locale FROM publishers WHERE id = $1`, [publisherId]);
      const next = await tx.get(`SELECT coalesce(max(id), 0) + 1 AS id FROM notifications`);
      await tx.run(
        `INSERT INTO notifications (id, publisher_id, title, seen, created_at) VALUES ($1, $2, $3, false, $4)`,
        [
          Number(next?.id),
          publisherId,
          claimNotice({
            locale: String(publisher?.locale ?? 'en'),
            clickId: claim.click_id,
            transactionId: claim.transaction_id,
            status,
            answer,
          }),
          now,
        ],
      );
      return { id: Number(claim.id), status: body.status };
    });
  });
}
