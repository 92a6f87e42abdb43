// @ts-check
/** A smartlink's creatives (banners): the list (ROLE_SMARTLINKS, assigned smartlinks only) and
 *  the images, served like an offer's (`?download=1` as an attachment). */
import { HttpError, send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { one, pagedCollection, paging, queryOf } from '../../resources/list-query.mjs';
import { assignedSmartlink, requireSmartlinkRole, smartlinkCreativeResource } from './resource.mjs';
import { sendCreativeImage } from '../clicks/creative-image.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {Request} request @param {Reply} reply */
async function listSmartlinkCreatives(request, reply) {
  const { db } = request.server.app;
  const { publisherId } = sessionOf(request);
  await requireSmartlinkRole(db, publisherId);
  const query = queryOf(request);
  const smartlink = one(query, 'smartlink');
  if (!smartlink) throw new HttpError(400, 'The "smartlink" filter is required.');
  const row = await assignedSmartlink(db, publisherId, smartlink);
  const { itemsPerPage, offset } = paging(query);
  const rows = await db.all(
    `SELECT *, count(*) OVER () AS total FROM smartlink_creatives
     WHERE smartlink_id = $1 AND title ILIKE $2 ORDER BY id LIMIT ${itemsPerPage} OFFSET ${offset}`,
    [Number(row.id), `%${one(query, 'search').replace(/[\\%_]/g, '')}%`],
  );
  return send(
    reply,
    pagedCollection(rows.map(smartlinkCreativeResource), Number(rows[0]?.total ?? 0), itemsPerPage),
  );
}

/** @param {Request} request @param {Reply} reply */
const smartlinkCreativeImage = (request, reply) =>
  sendCreativeImage(request, reply, 'smartlink_creatives', 'smartlink-creative');

/** @param {import('fastify').FastifyInstance} fastify */
export async function smartlinkCreativeRoutes(fastify) {
  fastify.get(
    '/publisher/api/smartlink_creatives',
    { onRequest: authenticate },
    listSmartlinkCreatives,
  );
  fastify.get('/media/smartlink-creatives/:file', smartlinkCreativeImage);
}
