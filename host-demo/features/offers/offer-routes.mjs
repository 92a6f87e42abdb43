// @ts-check
/** The catalogue: offers (list with filters, detail), creatives, landing pages, option lists. */
import { HttpError, send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import {
  integers,
  many,
  one,
  ordering,
  originOf,
  pagedCollection,
  paging,
  queryOf,
} from '../../resources/list-query.mjs';
import {
  OFFER_LISTING,
  creativeResource,
  landingResource,
  offerDetails,
  offerResource,
} from './resource.mjs';
import { offerDecisions } from './decisions.mjs';
import { optionRoutes } from './options.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {import('../../lib/db.mjs').SqlParam} SqlParam */

const ORDER_FIELDS = {
  id: 'id',
  relativeId: 'relative_id',
  title: 'lower(title)',
  category: 'lower(category_title)',
  payout: 'payout_max',
  status: 'listing_status',
  createdAt: 'created_at',
};

/** '5' or '/publisher/api/offers/5' → 5; 404 otherwise. @param {string | undefined} id */
export function offerIdOf(id) {
  const match = /^(?:\/publisher\/api\/offers\/)?(\d{1,9})$/.exec(id ?? '');
  if (!match) throw new HttpError(404, 'Not Found');
  return Number(match[1]);
}

/** @param {Request} request */
function offerFilters(request) {
  const query = queryOf(request);
  /** @type {string[]} */
  const where = [];
  /** @type {SqlParam[]} */
  const params = [sessionOf(request).publisherId];
  const param = (/** @type {SqlParam} */ value) => `$${params.push(value)}`;
  const categories = integers(query, 'category');
  if (categories.length) where.push(`category_id IN (${categories.join(',')})`);
  const statuses = integers(query, 'status');
  if (statuses.length) where.push(`listing_status IN (${statuses.join(',')})`);
  const devices = integers(query, 'device');
  if (devices.some((d) => d < 0 || d > 2)) throw new HttpError(400, 'Invalid value for "device".');
  // An offer for all devices matches every device filter.
  if (devices.length) where.push(`device_target IN (0,${devices.join(',')})`);
  const countries = many(query, 'country').map((code) => code.toUpperCase());
  if (countries.length) {
    const list = param(countries);
    where.push(`(list_has_any(countries_allowed, ${list}) OR (len(countries_allowed) = 0
      AND NOT list_has_all(countries_denied, ${list})))`);
  }
  const channels = many(query, 'promoChannel');
  if (channels.length) where.push(`list_has_any(promo_channels, ${param(channels)})`);
  const relativeId = one(query, 'relativeId');
  if (relativeId) {
    if (!/^\d{1,9}$/.test(relativeId)) throw new HttpError(400, 'Invalid value for "relativeId".');
    where.push(`relative_id = ${Number(relativeId)}`);
  }
  const search = one(query, 'search').slice(0, 255);
  if (search) {
    where.push(`(title ILIKE ${param(`%${search.replace(/[\\%_]/g, '\\$&')}%`)} ESCAPE '\\'
      OR CAST(relative_id AS VARCHAR) = ${param(search.replace(/^#/, ''))})`);
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** @param {Request} request @param {Reply} reply */
async function listOffers(request, reply) {
  const query = queryOf(request);
  const { itemsPerPage, offset } = paging(query, 10);
  const order = ordering(query, ORDER_FIELDS, ['id', 'asc']);
  const { where, params } = offerFilters(request);
  const { db } = request.server.app;
  const rows = await db.all(
    `SELECT *, count(*) OVER () AS total FROM (${OFFER_LISTING}) ${where}
     ORDER BY ${order}, id LIMIT ${itemsPerPage} OFFSET ${offset}`,
    params,
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (await db.get(`SELECT count(*) AS n FROM (${OFFER_LISTING}) ${where}`, params))?.n ?? 0,
      );
  const origin = originOf(request);
  return send(
    reply,
    pagedCollection(
      rows.map((row) => offerResource(row, origin)),
      total,
      itemsPerPage,
    ),
  );
}

/**
 * One offer as the publisher sees it; 404 for unknown ids.
 * @param {import('../../lib/db.mjs').Db} db
 * @param {number} publisherId
 * @param {number} id
 * @param {'id' | 'relative_id'} [column]  which id `id` is
 */
export async function listedOffer(db, publisherId, id, column = 'id') {
  const row = await db.get(`SELECT * FROM (${OFFER_LISTING}) WHERE ${column} = $2`, [
    publisherId,
    id,
  ]);
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}

/**
 * The offer with its details, by id or by the relative id the publisher sees ("#1007").
 * @param {'id' | 'relative_id'} column
 */
const getOffer = (column) => async (/** @type {Request} */ request, /** @type {Reply} */ reply) => {
  const params = /** @type {{ id?: string, relativeId?: string }} */ (request.params);
  const { db } = request.server.app;
  const row = await listedOffer(
    db,
    sessionOf(request).publisherId,
    offerIdOf(column === 'id' ? params.id : params.relativeId),
    column,
  );
  const id = Number(row.id);
  const [goals, payouts, landings, traffic, decisions] = await Promise.all([
    db.all(`SELECT * FROM offer_goals WHERE offer_id = $1 ORDER BY id`, [id]),
    db.all(`SELECT * FROM offer_payouts WHERE offer_id = $1 ORDER BY id`, [id]),
    db.all(`SELECT * FROM landing_pages WHERE offer_id = $1 ORDER BY id`, [id]),
    db.all(`SELECT code, title FROM traffic_types`),
    offerDecisions(db, id, Date.now()),
  ]);
  return send(reply, {
    ...offerResource(row, originOf(request)),
    ...offerDetails(row, {
      goals,
      payouts,
      landings,
      traffic: new Map(traffic.map((t) => [String(t.code), String(t.title)])),
    }),
    decisions,
  });
};

/**
 * A collection of one offer's rows (`?offer=` id or IRI, required).
 * @param {string} table
 * @param {(row: import('../../lib/db.mjs').Row) => unknown} toResource
 */
const offerChildren =
  (table, toResource) => async (/** @type {Request} */ request, /** @type {Reply} */ reply) => {
    const query = queryOf(request);
    const offer = one(query, 'offer');
    if (!offer) throw new HttpError(400, 'The "offer" filter is required.');
    const id = (() => {
      try {
        return offerIdOf(offer);
      } catch {
        throw new HttpError(400, 'Invalid value for "offer".');
      }
    })();
    const { itemsPerPage, offset } = paging(query);
    const search = one(query, 'search');
    const rows = await request.server.app.db.all(
      `SELECT *, count(*) OVER () AS total FROM ${table}
     WHERE offer_id = $1 AND title ILIKE $2 ORDER BY id LIMIT ${itemsPerPage} OFFSET ${offset}`,
      [id, `%${search}%`],
    );
    return send(
      reply,
      pagedCollection(rows.map(toResource), Number(rows[0]?.total ?? 0), itemsPerPage),
    );
  };

/** @param {import('fastify').FastifyInstance} fastify */
export async function offerRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/offers', secured, listOffers);
  fastify.get('/publisher/api/offers/:id', secured, getOffer('id'));
  fastify.get('/publisher/api/offers/by_relative_id/:relativeId', secured, getOffer('relative_id'));
  fastify.get(
    '/publisher/api/offer_creatives',
    secured,
    offerChildren('offer_creatives', creativeResource),
  );
  fastify.get(
    '/publisher/api/landing_pages',
    secured,
    offerChildren('landing_pages', landingResource),
  );
  await optionRoutes(fastify);
}
