// @ts-check
/** The publisher's postbacks: list, add, edit, delete, test, and the log of recent fires. */
import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE, send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { checkBody, jsonBody, violationError } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';
import {
  checkPostback,
  deliveryResource,
  fire,
  postbackResource,
  substitute,
} from './resource.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {import('../../lib/db.mjs').Db} Db */

/** Values of a test fire. */
export const SAMPLE_VALUES = {
  country: 'US',
  currency: 'USD',
  track: 'test-track',
  ext_click_id: 'test-click',
  sum: '1.50',
  sale_time: '2025-01-01 12:00:00',
  name: 'Test offer',
  goal: 'Registration',
  sub_source: 'test-source',
  transaction_id: 'test-transaction',
  int_click_id: '0',
  adv_tid: 'test-adv',
  ext1: 'sub1',
  ext2: 'sub2',
  ext3: 'sub3',
  ext4: 'sub4',
  ext5: 'sub5',
  ext6: 'sub6',
};

/**
 * The id of an offer the publisher may see / a smartlink assigned to them, from an IRI.
 * @param {Db} tx
 * @param {number} publisherId
 * @param {{ offer: string, smartlink: string }} input
 */
async function targets(tx, publisherId, { offer, smartlink }) {
  let offerId = null;
  let smartlinkId = null;
  if (offer) {
    const id = /^(?:\/publisher\/api\/offers\/)?(\d{1,9})$/.exec(offer)?.[1];
    const row = id ? await tx.get(`SELECT id FROM offers WHERE id = $1`, [Number(id)]) : undefined;
    if (!row) throw violationError([{ propertyPath: 'offer', message: 'Offer not found.' }]);
    offerId = Number(row.id);
  }
  if (smartlink) {
    const id = /^(?:\/publisher\/api\/smartlinks\/)?(\d{1,9})$/.exec(smartlink)?.[1];
    const row = id
      ? await tx.get(
          `SELECT smartlink_id FROM smartlink_campaigns WHERE publisher_id = $1 AND smartlink_id = $2`,
          [publisherId, Number(id)],
        )
      : undefined;
    if (!row)
      throw violationError([{ propertyPath: 'smartlink', message: 'Smartlink not found.' }]);
    smartlinkId = Number(row.smartlink_id);
  }
  return { offerId, smartlinkId };
}

/** @param {Db} db @param {number} publisherId @param {unknown} id */
async function ownPostback(db, publisherId, id) {
  const row = /^\d{1,9}$/.test(String(id))
    ? await db.get(`SELECT * FROM publisher_postbacks WHERE id = $1 AND publisher_id = $2`, [
        Number(id),
        publisherId,
      ])
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}

const idParam = (/** @type {Request} */ request) =>
  /** @type {{ id: string }} */ (request.params).id;

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const rows = await request.server.app.db.all(
    `SELECT * FROM publisher_postbacks WHERE publisher_id = $1 ORDER BY id`,
    [sessionOf(request).publisherId],
  );
  return send(reply, collection(rows.map(postbackResource)));
}

/** @param {Request} request @param {Reply} reply */
async function create(request, reply) {
  const { publisherId } = sessionOf(request);
  const input = await checkBody(request, () => checkPostback(jsonBody(request)));
  const row = await request.server.app.db.transaction(async (tx) => {
    const { offerId, smartlinkId } = await targets(tx, publisherId, input);
    return tx.get(
      `INSERT INTO publisher_postbacks
         (publisher_id, url, offer_id, smartlink_id, created_at, key, parameters)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        publisherId,
        input.url,
        offerId,
        smartlinkId,
        sqlTimestamp(),
        randomBytes(8).toString('hex'),
        input.parameters.join(','),
      ],
    );
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return reply
    .code(201)
    .header('Location', `/publisher/api/publisher_postbacks/${row.id}`)
    .type(JSON_LD_TYPE)
    .send(postbackResource(row));
}

/** @param {Request} request @param {Reply} reply */
async function update(request, reply) {
  const { publisherId } = sessionOf(request);
  const body = jsonBody(request);
  const row = await request.server.app.db.transaction(async (tx) => {
    const current = postbackResource(await ownPostback(tx, publisherId, idParam(request)));
    // Parameters left out follow the (new) URL, as when adding.
    const merged = { ...current, parameters: undefined, ...body };
    const input = await checkBody(request, () => checkPostback(merged));
    const { offerId, smartlinkId } = await targets(tx, publisherId, input);
    return tx.get(
      `UPDATE publisher_postbacks SET url = $1, offer_id = $2, smartlink_id = $3, parameters = $4
       WHERE id = $5 RETURNING *`,
      [input.url, offerId, smartlinkId, input.parameters.join(','), current.id],
    );
  });
  if (!row) throw new HttpError(404, 'Not Found');
  return reply.type(JSON_LD_TYPE).send(postbackResource(row));
}

/** @param {Request} request @param {Reply} reply */
async function remove(request, reply) {
  const { db } = request.server.app;
  const row = await ownPostback(db, sessionOf(request).publisherId, idParam(request));
  await db.run(`DELETE FROM publisher_postbacks WHERE id = $1`, [Number(row.id)]);
  return reply.code(204).send();
}

/**
 * Fires a URL (the form's, not yet saved) with sample values and logs it as a test.
 * @param {Request} request
 * @param {Reply} reply
 */
async function test(request, reply) {
  const { publisherId } = sessionOf(request);
  const { url } = await checkBody(request, () =>
    checkPostback({ url: jsonBody(request).url, type: 'global' }),
  );
  const { app } = request.server;
  const fired = substitute(url, SAMPLE_VALUES);
  const result = fire(app, fired);
  await app.db.run(
    `INSERT INTO postback_deliveries (publisher_id, postback_id, conversion_id, url, status_code,
       response, test, fired_at) VALUES ($1, NULL, NULL, $2, $3, $4, true, $5)`,
    [publisherId, fired, result.statusCode, result.response, sqlTimestamp()],
  );
  return send(reply, { url: fired, statusCode: result.statusCode, response: result.response });
}

/** @param {Request} request @param {Reply} reply */
async function deliveries(request, reply) {
  const rows = await request.server.app.db.all(
    `SELECT * FROM postback_deliveries WHERE publisher_id = $1 ORDER BY id DESC LIMIT 50`,
    [sessionOf(request).publisherId],
  );
  return send(reply, collection(rows.map(deliveryResource)));
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function postbackRoutes(fastify) {
  const secured = { onRequest: authenticate };
  const checked = { ...secured, config: { bodyRules: true } };
  fastify.get('/publisher/api/publisher_postbacks', secured, list);
  fastify.post('/publisher/api/publisher_postbacks', checked, create);
  fastify.post('/publisher/api/publisher_postbacks/test', checked, test);
  fastify.get('/publisher/api/publisher_postbacks/deliveries', secured, deliveries);
  fastify.patch('/publisher/api/publisher_postbacks/:id', checked, update);
  fastify.delete('/publisher/api/publisher_postbacks/:id', secured, remove);
}
