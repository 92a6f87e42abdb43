// @ts-check
/** Option lists of the catalogue's filters and of the report filters; all paged and searchable. */
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { one, pagedCollection, paging, queryOf } from '../../resources/list-query.mjs';
import { POPULAR_COUNTRIES } from '../../seed/catalog-data.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {import('../../lib/db.mjs').Row} Row */

const DEVICES = [
  { value: 0, label: 'All devices' },
  { value: 1, label: 'Desktop only' },
  { value: 2, label: 'Mobile only' },
];

const send = (/** @type {Reply} */ reply, /** @type {unknown} */ body) =>
  reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);

/** `%text%` for ILIKE, wildcards escaped. @param {string} text */
const like = (text) => `%${text.slice(0, 255).replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A paged, searched option list. `sql` selects the rows for $1 = publisher, $2 = the search
 * pattern (matched with ILIKE … ESCAPE '\'), ordered.
 * @param {string} sql
 * @param {(row: Row) => unknown} toItem
 * @param {{ relativeId?: string }} [options]  column searched by `relativeId=` ('#123' in the UI)
 */
const optionList = (sql, toItem, options = {}) =>
  async function list(/** @type {Request} */ request, /** @type {Reply} */ reply) {
    const query = queryOf(request);
    const { itemsPerPage, offset } = paging(query);
    const relativeId = one(query, 'relativeId');
    if (relativeId && (!options.relativeId || !/^\d{1,9}$/.test(relativeId))) {
      throw new HttpError(400, 'Invalid value for "relativeId".');
    }
    const filter = relativeId ? `WHERE ${options.relativeId} = ${Number(relativeId)}` : '';
    const rows = await request.server.app.db.all(
      `SELECT *, count(*) OVER () AS total FROM (${sql}) ${filter}
       LIMIT ${itemsPerPage} OFFSET ${offset}`,
      [sessionOf(request).publisherId, like(one(query, 'search'))],
    );
    return send(
      reply,
      pagedCollection(rows.map(toItem), Number(rows[0]?.total ?? 0), itemsPerPage),
    );
  };

const SEARCH = `ILIKE $2 ESCAPE '\\'`;

/** @param {import('fastify').FastifyInstance} fastify */
export async function optionRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get(
    '/publisher/api/categories',
    secured,
    optionList(
      `SELECT * FROM offer_categories WHERE $1 > 0 AND title ${SEARCH} ORDER BY title`,
      (row) => ({
        '@id': `/publisher/api/categories/${row.id}`,
        id: Number(row.id),
        title: String(row.title),
      }),
    ),
  );
  fastify.get(
    '/publisher/api/countries.jsonld',
    secured,
    optionList(
      `SELECT * FROM (SELECT *, row_number() OVER (ORDER BY popular_count DESC, name) AS popular_rank
         FROM countries) WHERE $1 > 0 AND (name ${SEARCH} OR code ${SEARCH})
       ORDER BY popular_count DESC, name`,
      (row) => ({
        code: String(row.code),
        name: String(row.name),
        popularCount: Number(row.popular_count),
        popular: Number(row.popular_rank) <= POPULAR_COUNTRIES,
      }),
    ),
  );
  fastify.get('/publisher/api/devices', secured, (_request, reply) =>
    send(reply, pagedCollection(DEVICES, DEVICES.length, 30)),
  );
  for (const table of ['promo_channels', 'traffic_types']) {
    fastify.get(
      `/publisher/api/${table}`,
      secured,
      optionList(`SELECT * FROM ${table} WHERE $1 > 0 AND title ${SEARCH} ORDER BY id`, (row) => ({
        '@id': `/publisher/api/${table}/${row.id}`,
        id: Number(row.id),
        code: String(row.code),
        title: String(row.title),
      })),
    );
  }
  fastify.get(
    '/publisher/api/smartlink_verticals',
    secured,
    optionList(
      `SELECT * FROM smartlink_verticals WHERE $1 > 0 AND title ${SEARCH} ORDER BY id`,
      (row) => ({
        '@id': `/publisher/api/smartlink_verticals/${row.id}`,
        id: Number(row.id),
        title: String(row.title),
        status: Number(row.status),
      }),
    ),
  );
  // Goal titles of the offers the publisher runs (a report filter by goal title).
  fastify.get(
    '/publisher/api/offer_goals/filter',
    secured,
    optionList(
      `SELECT DISTINCT g.title FROM offer_goals g
       JOIN offer_campaigns c ON c.offer_id = g.offer_id AND c.publisher_id = $1
       WHERE g.title ${SEARCH} ORDER BY g.title`,
      (row) => ({ label: String(row.title), value: String(row.title) }),
    ),
  );
  fastify.get(
    '/publisher/api/offer_campaigns_filter',
    secured,
    optionList(
      `SELECT o.id, o.relative_id, o.title, o.status AS offer_status, c.status FROM offer_campaigns c
       JOIN offers o ON o.id = c.offer_id
       WHERE c.publisher_id = $1 AND (o.title ${SEARCH} OR CAST(o.relative_id AS VARCHAR) ${SEARCH})
       ORDER BY o.relative_id`,
      (row) => ({
        label: `#${row.relative_id} ${row.title}`,
        value: String(row.id),
        relativeId: Number(row.relative_id),
        status: Number(row.status),
        offerStatus: Number(row.offer_status),
      }),
      { relativeId: 'relative_id' },
    ),
  );
  fastify.get(
    '/publisher/api/smartlink_campaigns_filter',
    secured,
    optionList(
      `SELECT s.id, s.relative_id, s.title, c.status, v.status AS vertical_status FROM smartlink_campaigns c
       JOIN smartlinks s ON s.id = c.smartlink_id JOIN smartlink_verticals v ON v.id = s.vertical_id
       WHERE c.publisher_id = $1 AND (s.title ${SEARCH} OR CAST(s.relative_id AS VARCHAR) ${SEARCH})
       ORDER BY s.relative_id`,
      (row) => ({
        label: `#${row.relative_id} ${row.title}`,
        value: String(row.id),
        relativeId: Number(row.relative_id),
        status: Number(row.status),
        smartlinkStatus: Number(row.vertical_status),
      }),
      { relativeId: 'relative_id' },
    ),
  );
}
