// @ts-check
/** An offer's change log, and the publisher's "I have looked at this offer". */
import { sqlTimestamp } from '../../lib/db.mjs';
import { send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { pagedCollection } from '../../resources/list-query.mjs';
import { changeResource } from './changes.mjs';
import { listedOffer, offerIdOf } from './offer-routes.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** The offer of the URL as this publisher sees it (404 for unknown ids). @param {Request} request */
const offerOf = (request) =>
  listedOffer(
    request.server.app.db,
    sessionOf(request).publisherId,
    offerIdOf(/** @type {{ id?: string }} */ (request.params).id),
  );

/** Every change of the offer's terms, newest first. @param {Request} request @param {Reply} reply */
async function listChanges(request, reply) {
  const offer = await offerOf(request);
  const { db } = request.server.app;
  const [rows, traffic] = await Promise.all([
    db.all(`SELECT * FROM offer_changes WHERE offer_id = $1 ORDER BY changed_at DESC, id DESC`, [
      Number(offer.id),
    ]),
    db.all(`SELECT code, title FROM traffic_types`),
  ]);
  const context = {
    currency: String(offer.currency),
    traffic: new Map(traffic.map((t) => [String(t.code), String(t.title)])),
  };
  const members = rows.map((row) => changeResource(row, context));
  return send(reply, pagedCollection(members, members.length, Math.max(members.length, 1)));
}

/** The publisher opened the offer's page: its changes so far are seen. */
async function markSeen(/** @type {Request} */ request, /** @type {Reply} */ reply) {
  const offer = await offerOf(request);
  await request.server.app.db.run(
    `INSERT INTO offer_views (publisher_id, offer_id, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (publisher_id, offer_id) DO UPDATE SET seen_at = excluded.seen_at`,
    [sessionOf(request).publisherId, Number(offer.id), sqlTimestamp()],
  );
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function offerChangeRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/offers/:id/changes', secured, listChanges);
  fastify.post('/publisher/api/offers/:id/seen', secured, markSeen);
}
