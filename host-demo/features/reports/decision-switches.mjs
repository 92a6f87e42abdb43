// @ts-check
/**
 * Test switch of conversion decisions; not part of the portal contract (DEMO_SWITCHES=1 only).
 * Straight from the tables, no list or offer code: the conversions of a reason in a range of
 * the publisher's days, an offer's hold period and decisions of the last 90 days, and what a
 * payout needs (the active account's minimum, what was paid, the credits per UTC day).
 */

/** @param {import('fastify').FastifyRequest} request */
const query = (request) => /** @type {Record<string, unknown>} */ (request.query ?? {});

/** @param {import('fastify').FastifyInstance} fastify */
export async function decisionTestRoutes(fastify) {
  fastify.get('/__demo/conversions/facts', async (request) => {
    const q = query(request);
    const { db } = request.server.app;
    const publisher = await db.get(`SELECT id, timezone FROM publishers WHERE username = $1`, [
      String(q.username ?? ''),
    ]);
    const id = Number(publisher?.id);
    const reasoned = await db.all(
      `SELECT transaction_id FROM conversions WHERE publisher_id = $1 AND reason = $2
       AND CAST(timezone($3, timezone('UTC', created_at)) AS DATE) BETWEEN CAST($4 AS DATE) AND CAST($5 AS DATE)
       ORDER BY transaction_id`,
      [id, String(q.reason ?? ''), String(publisher?.timezone), String(q.from), String(q.to)],
    );
    const offer = await db.get(
      `SELECT o.hold_days, count(v.id) AS decided,
         quantile_cont(epoch(v.decided_at - v.created_at), 0.5) / 86400 AS days,
         avg(CASE WHEN v.status IN ('declined', 'reversed') THEN 1 ELSE 0 END) AS rate
       FROM offers o LEFT JOIN conversions v ON v.offer_id = o.id AND v.status <> 'pending'
         AND v.created_at >= CAST($2 AS TIMESTAMP)
       WHERE o.relative_id = $1 GROUP BY o.hold_days`,
      [
        Number(q.offer ?? 0),
        new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
      ],
    );
    const account = await db.get(
      `SELECT minimal_payment_cents AS cents FROM payout_accounts WHERE publisher_id = $1 AND active`,
      [id],
    );
    const paid = await db.get(
      `SELECT coalesce(sum(amount_cents), 0) AS cents FROM payments
       WHERE publisher_id = $1 AND status <> 'declined'`,
      [id],
    );
    const credits = await db.all(
      `SELECT strftime(day, '%Y-%m-%d') AS day, sum(cents) AS cents FROM (
         SELECT date_trunc('day', created_at) AS day, CAST(round(payout * 100) AS BIGINT) AS cents
         FROM conversions WHERE publisher_id = $1 AND status = 'approved'
         UNION ALL SELECT date_trunc('day', activated_at), amount_cents FROM promo_activations
         WHERE publisher_id = $1) GROUP BY day ORDER BY day`,
      [id],
    );
    return {
      reasoned: reasoned.map((row) => String(row.transaction_id)),
      offer: offer
        ? {
            holdDays: Number(offer.hold_days),
            decided: Number(offer.decided),
            medianDays: offer.days === null ? null : Number(offer.days),
            declineRate: offer.rate === null ? null : Number(offer.rate),
          }
        : null,
      minimalCents: account ? Number(account.cents) : null,
      paidCents: Number(paid?.cents ?? 0),
      credits: credits.map((row) => ({ day: String(row.day), cents: Number(row.cents) })),
    };
  });
}
