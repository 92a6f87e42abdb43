// @ts-check
/**
 * Test switch: a payment's statement figures summed straight from the tables (not through the
 * statement's code), for tests that compare a downloaded statement with the database.
 */
import { HttpError } from '../../lib/http.mjs';
import { toAmount } from '../finance/money.mjs';

const DAYS = `CAST(c.created_at AS DATE) BETWEEN p.period_from AND p.period_to`;

/** @param {import('fastify').FastifyRequest} request */
async function statementSums(request) {
  const { db } = request.server.app;
  const id = Number(/** @type {{ payment?: string }} */ (request.query).payment);
  const payment = await db.get(`SELECT * FROM payments WHERE id = $1`, [
    Number.isInteger(id) ? id : 0,
  ]);
  if (!payment)
    throw new HttpError(404, 'No such payment.', { body: { error: 'No such payment.' } });
  const offers = await db.all(
    `SELECT o.relative_id AS offer, count(*)::INTEGER AS conversions,
            sum(CAST(round(c.payout * 100) AS BIGINT))::BIGINT AS cents
     FROM payments p JOIN conversions c ON c.publisher_id = p.publisher_id AND ${DAYS}
     LEFT JOIN offers o ON o.id = c.offer_id
     WHERE p.id = $1 AND c.status = 'approved' GROUP BY o.relative_id ORDER BY o.relative_id`,
    [id],
  );
  const promo = await db.get(
    `SELECT coalesce(sum(a.amount_cents), 0)::BIGINT AS cents FROM payments p
     JOIN promo_activations a ON a.publisher_id = p.publisher_id
       AND CAST(a.activated_at AS DATE) BETWEEN p.period_from AND p.period_to
     WHERE p.id = $1`,
    [id],
  );
  return {
    offers: offers.map((row) => ({
      offer: row.offer === null ? null : Number(row.offer),
      conversions: Number(row.conversions),
      payout: toAmount(row.cents),
    })),
    earnings: toAmount(offers.reduce((sum, row) => sum + Number(row.cents), 0)),
    promo: toAmount(promo?.cents),
    amount: toAmount(payment.amount_cents),
    commission: toAmount(payment.commission_cents),
  };
}

/** Test switch (DEMO_SWITCHES=1 only). @param {import('fastify').FastifyInstance} fastify */
export async function statementSwitchRoutes(fastify) {
  fastify.get('/__demo/statements/sums', statementSums);
}
