// @ts-check
/** Payments (date range, status and method filters, pages) and the payment methods. */
import { PAYMENT_STATUSES as STATUSES } from '../../lib/contract-enums.mjs';
import { JSON_LD_TYPE } from '../../lib/http.mjs';
import { localDay, parseDateRange } from './ledger.mjs';
import { paymentMethodResource, paymentResource } from './methods.mjs';
import { listParam, pageOf, publisherOf, queryOf } from './query.mjs';
import { PAYOUT_SCHEDULE, nextPayoutAt, payoutCutoff, payoutPlan } from './schedule.mjs';
import { authenticate } from '../../lib/sessions.mjs';
import { collection } from '../../resources/collection.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {Reply} reply @param {unknown} body */
const send = (reply, body) =>
  reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);

/** @param {Request} request @param {Reply} reply */
async function payments(request, reply) {
  const { db } = request.server.app;
  const { publisherId, timeZone } = await publisherOf(request);
  const range = parseDateRange(queryOf(request).dateRange);
  const statuses = listParam(request, 'status', STATUSES);
  const methodIds = (await db.all(`SELECT id FROM payment_methods`)).map((r) => String(r.id));
  const methods = listParam(request, 'paymentMethod', methodIds).map(Number);
  const { page, limit, offset } = pageOf(request);
  const where = `p.publisher_id = $1
    AND ($3 = '' OR ${localDay('p.created_at', '$2')} BETWEEN $3 AND $4)
    AND (len($5::VARCHAR[]) = 0 OR list_contains($5::VARCHAR[], p.status))
    AND (len($6::VARCHAR[]) = 0 OR list_contains($6::VARCHAR[], p.method_id::VARCHAR))`;
  const params = [
    publisherId,
    timeZone,
    range?.[0] ?? '',
    range?.[1] ?? '',
    statuses,
    methods.map(String),
  ];
  const rows = await db.all(
    `SELECT p.*, m.title AS method_title, m.decimals FROM payments p
     JOIN payment_methods m ON m.id = p.method_id WHERE ${where}
     ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const count = await db.get(
    `SELECT count(*)::INTEGER AS n FROM payments p WHERE ${where}`,
    params,
  );
  return send(reply, {
    ...collection(rows.map(paymentResource), Number(count?.n ?? 0)),
    'hydra:itemsPerPage': limit,
    page,
  });
}

/** @param {Request} request @param {Reply} reply */
async function paymentMethods(request, reply) {
  const rows = await request.server.app.db.all(`SELECT * FROM payment_methods ORDER BY position`);
  return send(reply, collection(rows.map(paymentMethodResource)));
}

/** @param {Request} request @param {Reply} reply */
async function paymentSchedule(request, reply) {
  const { publisherId } = await publisherOf(request);
  const now = Date.now();
  const next = nextPayoutAt(now);
  const { payouts } = await payoutPlan(request.server.app.db, publisherId, now);
  const iso = (/** @type {number | undefined} */ at) =>
    at === undefined ? null : new Date(at).toISOString();
  return send(reply, {
    frequency: PAYOUT_SCHEDULE.frequency,
    weekday: PAYOUT_SCHEDULE.weekday,
    nextPaymentAt: iso(next),
    coversEarningsBefore: iso(payoutCutoff(next)),
    yourNextPaymentAt: iso(payouts[0]),
  });
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function financePaymentRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/payments', secured, payments);
  fastify.get('/publisher/api/payment_methods', secured, paymentMethods);
  fastify.get('/publisher/api/payment_schedule', secured, paymentSchedule);
}
