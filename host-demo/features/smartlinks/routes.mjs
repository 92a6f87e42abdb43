// @ts-check
/** The smartlinks the manager assigned to the publisher (ROLE_SMARTLINKS only). */
import { send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import {
  integers,
  one,
  ordering,
  originOf,
  pagedCollection,
  paging,
  queryOf,
} from '../../resources/list-query.mjs';
import {
  SMARTLINK_LISTING,
  assignedSmartlink,
  requireSmartlinkRole,
  smartlinkResource,
} from './resource.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

const ORDER_FIELDS = {
  id: 'id',
  relativeId: 'relative_id',
  title: 'lower(title)',
  payout: 'payout',
  status: 'access_status',
};

/** @param {Request} request @param {Reply} reply */
async function listSmartlinks(request, reply) {
  const { db } = request.server.app;
  const { publisherId } = sessionOf(request);
  await requireSmartlinkRole(db, publisherId);
  const query = queryOf(request);
  const { itemsPerPage, offset } = paging(query, 10);
  const order = ordering(query, ORDER_FIELDS, ['id', 'asc']);
  const where = ['TRUE'];
  const statuses = integers(query, 'status');
  if (statuses.length) where.push(`access_status IN (${statuses.join(',')})`);
  const verticals = integers(query, 'vertical');
  if (verticals.length) where.push(`vertical_id IN (${verticals.join(',')})`);
  const search = one(query, 'search').replace(/^#(?=\d+$)/, '');
  const rows = await db.all(
    `SELECT *, count(*) OVER () AS total FROM (${SMARTLINK_LISTING})
     WHERE ${where.join(' AND ')} AND (title ILIKE $2 OR CAST(relative_id AS VARCHAR) = $3)
     ORDER BY ${order}, id LIMIT ${itemsPerPage} OFFSET ${offset}`,
    [publisherId, `%${search.replace(/[\\%_]/g, '')}%`, search],
  );
  const origin = originOf(request);
  return send(
    reply,
    pagedCollection(
      rows.map((row) => smartlinkResource(row, origin)),
      Number(rows[0]?.total ?? 0),
      itemsPerPage,
    ),
  );
}

/**
 * One assigned smartlink, by id or by the relative id the publisher sees ("#501").
 * @param {'id' | 'relative_id'} column
 */
const getSmartlink =
  (column) => async (/** @type {Request} */ request, /** @type {Reply} */ reply) => {
    const { db } = request.server.app;
    const { publisherId } = sessionOf(request);
    await requireSmartlinkRole(db, publisherId);
    const params = /** @type {{ id?: string, relativeId?: string }} */ (request.params);
    const id = column === 'id' ? params.id : params.relativeId;
    const row = await assignedSmartlink(db, publisherId, id, column);
    return send(reply, smartlinkResource(row, originOf(request)));
  };

/** @param {import('fastify').FastifyInstance} fastify */
export async function smartlinkRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/smartlinks', secured, listSmartlinks);
  fastify.get('/publisher/api/smartlinks/:id', secured, getSmartlink('id'));
  fastify.get(
    '/publisher/api/smartlinks/by_relative_id/:relativeId',
    secured,
    getSmartlink('relative_id'),
  );
}

export { smartlinkCreativeRoutes } from './creatives.mjs';
