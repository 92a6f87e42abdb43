// @ts-check
/**
 * Payout accounts, each change confirmed with a PIN mailed on request: list, validate (new and
 * patched), add, edit / make active, delete (the PIN in the DELETE body).
 */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import {
  ACCOUNT_SQL,
  checkAccountFields,
  ownAccount,
  payoutAccountResource,
} from './payout-accounts.mjs';
import { requestPin, spendPin } from './pins.mjs';
import { toAmount } from './money.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { checkBody, jsonBody, text, violationError } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {import('../../lib/db.mjs').Row} Row */

const LIST = '/publisher/api/publisher_payout_accounts';
/** @param {Request} request */
const idParam = (request) => /** @type {{ id: string }} */ (request.params).id;

/** The current values with the merge-patch applied. @param {Row} current @param {Record<string, unknown>} body */
const merged = (current, body) => ({
  paymentMethod: Object.hasOwn(body, 'paymentMethod')
    ? body.paymentMethod
    : Number(current.method_id),
  account: Object.hasOwn(body, 'account') ? body.account : current.account,
  minimalPaymentAmount: Object.hasOwn(body, 'minimalPaymentAmount')
    ? body.minimalPaymentAmount
    : toAmount(current.minimal_payment_cents),
  pin: body.pin,
});

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const rows = await request.server.app.db.all(
    `${ACCOUNT_SQL} WHERE a.publisher_id = $1 ORDER BY a.active DESC, a.created_at DESC, a.id DESC`,
    [sessionOf(request).publisherId],
  );
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send(collection(rows.map(payoutAccountResource)));
}

/** @param {Request} request @param {Reply} reply */
async function pinRequest(request, reply) {
  await requestPin(request.server.app, sessionOf(request).publisherId);
  return reply.code(204).send();
}

/** @param {Request} request @param {Reply} reply */
async function validateNew(request, reply) {
  const { publisherId } = sessionOf(request);
  const body = jsonBody(request);
  await checkBody(request, () =>
    checkAccountFields(request.server.app.db, { publisherId, requirePin: false }, body),
  );
  return reply.code(204).send();
}

/** @param {Request} request @param {Reply} reply */
async function validatePatch(request, reply) {
  const { publisherId } = sessionOf(request);
  const { db } = request.server.app;
  const current = await ownAccount(db, publisherId, idParam(request));
  const values = merged(current, jsonBody(request));
  await checkBody(request, () =>
    checkAccountFields(
      db,
      { publisherId, exceptId: Number(current.id), requirePin: false },
      values,
    ),
  );
  return reply.code(204).send();
}

/**
 * Makes `id` the only active account of the publisher.
 * @param {import('../../lib/db.mjs').Db} tx @param {number} publisherId @param {number} id
 */
const activate = (tx, publisherId, id) =>
  tx.run(`UPDATE payout_accounts SET active = (id = $2) WHERE publisher_id = $1`, [
    publisherId,
    id,
  ]);

/** @param {Request} request @param {Reply} reply */
async function create(request, reply) {
  const { publisherId } = sessionOf(request);
  const { db } = request.server.app;
  const body = jsonBody(request);
  const fields = await checkBody(request, () =>
    checkAccountFields(db, { publisherId, requirePin: true }, body),
  );
  await spendPin(db, publisherId, text(body.pin));
  const row = await db.transaction(async (tx) => {
    const any = await tx.get(
      `SELECT 1 AS found FROM payout_accounts WHERE publisher_id = $1 AND active`,
      [publisherId],
    );
    const created = await tx.get(
      `INSERT INTO payout_accounts (publisher_id, method_id, account, minimal_payment_cents, active, created_at)
       VALUES ($1, $2, $3, $4, FALSE, $5) RETURNING id`,
      [publisherId, fields.methodId, fields.account, fields.minimalCents, sqlTimestamp()],
    );
    // The first account, or one asked to be active, receives the payments.
    if (!any || body.active === true) await activate(tx, publisherId, Number(created?.id));
    return ownAccount(tx, publisherId, String(created?.id));
  });
  return reply
    .code(201)
    .header('Location', `${LIST}/${row.id}`)
    .type(JSON_LD_TYPE)
    .send(payoutAccountResource(row));
}

/** @param {Request} request @param {Reply} reply */
async function update(request, reply) {
  const { publisherId } = sessionOf(request);
  const { db } = request.server.app;
  const body = jsonBody(request);
  const current = await ownAccount(db, publisherId, idParam(request));
  const fields = await checkBody(request, () => {
    if (body.active === false && current.active === true) {
      throw violationError([
        { propertyPath: 'active', message: 'Make another account active instead.' },
      ]);
    }
    return checkAccountFields(
      db,
      { publisherId, exceptId: Number(current.id), requirePin: true },
      merged(current, body),
    );
  });
  await spendPin(db, publisherId, text(body.pin));
  const row = await db.transaction(async (tx) => {
    await tx.run(
      `UPDATE payout_accounts SET method_id = $2, account = $3, minimal_payment_cents = $4
       WHERE id = $1`,
      [Number(current.id), fields.methodId, fields.account, fields.minimalCents],
    );
    if (body.active === true) await activate(tx, publisherId, Number(current.id));
    return ownAccount(tx, publisherId, String(current.id));
  });
  return reply.type(JSON_LD_TYPE).send(payoutAccountResource(row));
}

/** @param {Request} request @param {Reply} reply */
async function remove(request, reply) {
  const { publisherId } = sessionOf(request);
  const { db } = request.server.app;
  const current = await ownAccount(db, publisherId, idParam(request));
  if (request.body === undefined) throw new HttpError(400, 'Send the PIN in a JSON body.');
  const body = jsonBody(request);
  await checkBody(request, () => {
    if (text(body.pin).trim() === '') {
      throw violationError([{ propertyPath: 'pin', message: 'Pin is required' }]);
    }
  });
  await spendPin(db, publisherId, text(body.pin));
  await db.run(`DELETE FROM payout_accounts WHERE id = $1`, [Number(current.id)]);
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function financePayoutAccountRoutes(fastify) {
  const secured = { onRequest: authenticate };
  const checked = { ...secured, config: { bodyRules: true } };
  fastify.post('/publisher/api/profile/pin_request', secured, pinRequest);
  fastify.get(LIST, secured, list);
  fastify.post(`${LIST}/validate`, checked, validateNew);
  fastify.post(LIST, checked, create);
  fastify.patch(`${LIST}/:id/validate`, checked, validatePatch);
  fastify.patch(`${LIST}/:id`, checked, update);
  fastify.delete(`${LIST}/:id`, checked, remove);
}
