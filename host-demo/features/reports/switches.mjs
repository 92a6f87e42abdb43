// @ts-check
/** Test switch of the reports; not part of the portal contract (DEMO_SWITCHES=1 only). */

/** @param {import('fastify').FastifyRequest} request */
const query = (request) => /** @type {Record<string, unknown>} */ (request.query ?? {});

/**
 * Test switch: clicks, approved conversions and revenue of a publisher computed straight from
 * the raw rows (DuckDB's own timezone conversion, no roll-up, no report code), so e2e tests can
 * check the screens' figures against the database.
 * @param {import('fastify').FastifyInstance} fastify
 */
export async function reportTestRoutes(fastify) {
  fastify.get('/__demo/reports/raw', async (request) => {
    const q = query(request);
    const params = [
      String(q.username ?? ''),
      String(q.from ?? ''),
      String(q.to ?? ''),
      q.offer ? Number(q.offer) : null,
      q.country ? String(q.country) : null,
    ];
    const local = (/** @type {string} */ column) =>
      `CAST(timezone(p.timezone, timezone('UTC', ${column})) AS DATE)`;
    // A conversion's country is its click's.
    const offer = (/** @type {string} */ column) =>
      `($4::INTEGER IS NULL OR ${column} IN (SELECT id FROM offers WHERE relative_id = $4)) AND ($5::VARCHAR IS NULL OR ${column.startsWith('c.') ? 'c.country' : '(SELECT k.country FROM clicks k WHERE k.id = v.click_id)'} = $5)`;
    const { db } = request.server.app;
    const row = await db.get(
      `SELECT
        (SELECT count(*) FROM clicks c JOIN publishers p ON p.id = c.publisher_id
          WHERE p.username = $1 AND c.publisher_id = (SELECT id FROM publishers WHERE username = $1) AND c.clicked_at BETWEEN CAST($2 AS DATE) - INTERVAL 1 DAY AND CAST($3 AS DATE) + INTERVAL 2 DAY AND ${local('c.clicked_at')} BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE) AND ${offer('c.offer_id')}) AS clicks,
        (SELECT count(*) FROM conversions v JOIN publishers p ON p.id = v.publisher_id
          WHERE p.username = $1 AND v.publisher_id = (SELECT id FROM publishers WHERE username = $1) AND v.status = 'approved' AND v.created_at BETWEEN CAST($2 AS DATE) - INTERVAL 1 DAY AND CAST($3 AS DATE) + INTERVAL 2 DAY AND ${local('v.created_at')} BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE) AND ${offer('v.offer_id')}) AS approved,
        (SELECT coalesce(sum(v.payout), 0) FROM conversions v JOIN publishers p ON p.id = v.publisher_id
          WHERE p.username = $1 AND v.publisher_id = (SELECT id FROM publishers WHERE username = $1) AND v.status = 'approved' AND v.created_at BETWEEN CAST($2 AS DATE) - INTERVAL 1 DAY AND CAST($3 AS DATE) + INTERVAL 2 DAY AND ${local('v.created_at')} BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE) AND ${offer('v.offer_id')}) AS revenue`,
      params,
    );
    return {
      clicks: Number(row?.clicks),
      approved: Number(row?.approved),
      revenue: Number(row?.revenue),
    };
  });
}
