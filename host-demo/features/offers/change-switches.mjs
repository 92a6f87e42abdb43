// @ts-check
/** Test switch of the offers' terms; not part of the portal contract (DEMO_SWITCHES=1 only). */
import { HttpError } from '../../lib/http.mjs';
import { changeTerm } from './changes.mjs';
import { TERM_FIELDS, parseTerm } from './terms.mjs';

/** @param {string} message */
const badRequest = (message) => new HttpError(400, message, { body: { error: message } });

/** @param {import('fastify').FastifyInstance} fastify */
export async function offerChangeSwitchRoutes(fastify) {
  const { db } = fastify.app;
  // `{ offer: relativeId, field, value }`: the network changes one term of the offer for real,
  // logs the change and notifies every publisher with traffic on or access to the offer.
  fastify.post('/__demo/offers/change', async (request) => {
    const body = /** @type {{ offer?: unknown, field?: unknown, value?: unknown }} */ (
      request.body ?? {}
    );
    const field = TERM_FIELDS.find((name) => name === body.field);
    if (!field) throw badRequest(`field: one of ${TERM_FIELDS.join(', ')}.`);
    if (!Number.isInteger(body.offer)) throw badRequest('offer: the relative id (#1056 → 1056).');
    const row = await db.get(`SELECT id, relative_id, title FROM offers WHERE relative_id = $1`, [
      Number(body.offer),
    ]);
    if (!row) throw new HttpError(404, 'No such offer.', { body: { error: 'No such offer.' } });
    const value = await parseTerm(db, field, body.value);
    const offer = {
      id: Number(row.id),
      relativeId: Number(row.relative_id),
      title: String(row.title),
    };
    return db.transaction((tx) => changeTerm(tx, offer, field, value));
  });
}
