// @ts-check
/** The balance's transactions (ch/transactions) with their export, and the ledger test switch. */
import { isoTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { ENTRY_TYPES, balanceCents, ledgerEntries, parseDateRange } from './ledger.mjs';
import { toAmount } from './money.mjs';
import { listParam, pageOf, publisherOf, queryOf } from './query.mjs';
import { authenticate } from '../../lib/sessions.mjs';
import { collection } from '../../resources/collection.mjs';
import { toCsv } from '../../resources/csv.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {import('../../lib/db.mjs').Row} row */
const transactionResource = (row) => ({
  '@id': `/publisher/api/ch/transactions/${row.id}`,
  id: String(row.id),
  date: isoTimestamp(row.posted_at),
  type: /** @type {'earnings' | 'promo' | 'payment'} */ (String(row.type)),
  amount: toAmount(row.cents),
  balance: toAmount(row.running),
  conversions: row.conversions === null ? null : Number(row.conversions),
  details: row.details === null ? null : String(row.details),
});

/** @param {Request} request */
async function filtersOf(request) {
  const { publisherId, timeZone } = await publisherOf(request);
  const [type = null, extra] = listParam(request, 'type', ENTRY_TYPES);
  if (extra) throw new HttpError(400, 'Give at most one type.');
  return { publisherId, timeZone, range: parseDateRange(queryOf(request).dateRange), type };
}

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const { publisherId, ...filters } = await filtersOf(request);
  const { page, limit, offset } = pageOf(request);
  const { rows, total } = await ledgerEntries(request.server.app.db, publisherId, {
    ...filters,
    page: { limit, offset },
  });
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send({
      ...collection(rows.map(transactionResource), total),
      'hydra:itemsPerPage': limit,
      page,
    });
}

/** @param {Request} request @param {Reply} reply */
async function exportCsv(request, reply) {
  const { publisherId, ...filters } = await filtersOf(request);
  const { rows } = await ledgerEntries(request.server.app.db, publisherId, {
    ...filters,
    page: null,
  });
  reply.header('Cache-Control', 'no-store');
  if (rows.length === 0) return reply.code(204).send();
  const date = new Date().toISOString().slice(0, 10);
  const columns = ['date', 'type', 'amount', 'balance', 'conversions', 'details'];
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="transactions-${date}.csv"`)
    .send(toCsv(columns, rows.map(transactionResource)));
}

/**
 * Test switch: the balance of a publisher summed straight from the tables, for tests that
 * compare the screen with the database.
 * @param {Request} request
 */
async function ledgerSwitch(request) {
  const { db } = request.server.app;
  const username = String(queryOf(request).username ?? '');
  const row = await db.get(
    `SELECT id,
       (SELECT coalesce(sum(CAST(round(payout * 100) AS BIGINT)), 0) FROM conversions
        WHERE publisher_id = p.id AND status = 'approved') AS conversions,
       (SELECT coalesce(sum(amount_cents), 0) FROM promo_activations
        WHERE publisher_id = p.id) AS promo,
       (SELECT coalesce(sum(amount_cents), 0) FROM payments
        WHERE publisher_id = p.id AND status <> 'declined') AS payments
     FROM publishers p WHERE username = $1`,
    [username],
  );
  if (!row)
    throw new HttpError(404, 'No such publisher.', { body: { error: 'No such publisher.' } });
  const [conversions, promo, payments] = [row.conversions, row.promo, row.payments].map(Number);
  return {
    conversions: toAmount(conversions),
    promo: toAmount(promo),
    payments: toAmount(payments),
    balance: toAmount((conversions ?? 0) + (promo ?? 0) - (payments ?? 0)),
    ledger: toAmount(await balanceCents(db, Number(row.id))),
  };
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function financeLedgerRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/ch/transactions', secured, list);
  fastify.get('/publisher/api/ch/transactions/export', secured, exportCsv);
}

/** Test switch (DEMO_SWITCHES=1 only). @param {import('fastify').FastifyInstance} fastify */
export async function financeLedgerSwitchRoutes(fastify) {
  fastify.get('/__demo/finance/ledger', ledgerSwitch);
}
