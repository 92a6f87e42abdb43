// @ts-check
/**
 * Promo codes: the publisher's activated codes, and activation, which credits the code's amount
 * to the balance once per publisher. The network's promo flag gates both.
 */
import { isoTimestamp, sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { toAmount } from './money.mjs';
import { publisherOf } from './query.mjs';
import { authenticate } from '../../lib/sessions.mjs';
import { checkBody, jsonBody, violationError } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

export const PROMO_MESSAGES = {
  required: 'Code is required',
  blank: 'Code should not be blank',
  unknown: 'This promo code does not exist.',
  expired: 'This promo code has expired.',
  used: 'This promo code is already activated.',
};

const ACTIVATION_SQL = `SELECT a.id, a.amount_cents, a.activated_at, c.code, c.description
  FROM promo_activations a JOIN promo_codes c ON c.id = a.code_id`;

/** @param {import('../../lib/db.mjs').Row} row */
const promoResource = (row) => ({
  '@id': `/publisher/api/promo_codes/${row.id}`,
  id: Number(row.id),
  code: String(row.code),
  amount: toAmount(row.amount_cents),
  description: String(row.description),
  activatedAt: isoTimestamp(row.activated_at),
});

/** @param {Request} request */
async function promoPublisher(request) {
  const publisher = await publisherOf(request);
  if (!publisher.promo) throw new HttpError(403, 'Promo codes are not available.');
  return publisher.publisherId;
}

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const publisherId = await promoPublisher(request);
  const rows = await request.server.app.db.all(
    `${ACTIVATION_SQL} WHERE a.publisher_id = $1 ORDER BY a.activated_at DESC, a.id DESC`,
    [publisherId],
  );
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send(collection(rows.map(promoResource)));
}

/** @param {string} message */
const codeError = (message) => violationError([{ propertyPath: 'code', message }]);

/** @param {Request} request @param {Reply} reply */
async function activate(request, reply) {
  const publisherId = await promoPublisher(request);
  const body = jsonBody(request);
  const code = await checkBody(request, () => {
    if (typeof body.code !== 'string' || body.code === '') throw codeError(PROMO_MESSAGES.required);
    if (body.code.trim() === '') throw codeError(PROMO_MESSAGES.blank);
    return body.code.trim();
  });
  const row = await request.server.app.db.transaction(async (tx) => {
    const promo = await tx.get(
      `SELECT *, coalesce(expires_at <= $2, FALSE) AS expired FROM promo_codes
       WHERE upper(code) = upper($1)`,
      [code, sqlTimestamp()],
    );
    if (!promo) throw codeError(PROMO_MESSAGES.unknown);
    const used = await tx.get(
      `SELECT 1 AS found FROM promo_activations WHERE publisher_id = $1 AND code_id = $2`,
      [publisherId, Number(promo.id)],
    );
    if (used) throw codeError(PROMO_MESSAGES.used);
    if (promo.expired) throw codeError(PROMO_MESSAGES.expired);
    const created = await tx.get(
      `INSERT INTO promo_activations (publisher_id, code_id, amount_cents, activated_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [publisherId, Number(promo.id), Number(promo.amount_cents), sqlTimestamp()],
    );
    return tx.get(`${ACTIVATION_SQL} WHERE a.id = $1`, [Number(created?.id)]);
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return reply
    .code(201)
    .header('Location', `/publisher/api/promo_codes/${row.id}`)
    .type(JSON_LD_TYPE)
    .send(promoResource(row));
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function financePromoRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/promo_codes', secured, list);
  fastify.post('/publisher/api/promo_codes', { ...secured, config: { bodyRules: true } }, activate);
}
