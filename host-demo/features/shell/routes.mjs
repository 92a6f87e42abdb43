// @ts-check
/** What the shell's header and menus load: balance, counters, options (news: features/support). */
import { LANGUAGES, currencyInfo, timezoneOptions } from '../../lib/catalog.mjs';
import { balanceCents } from '../finance/ledger.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { collection } from '../../resources/collection.mjs';
import { COMPETITION_STATUSES, competitionResource } from './resource.mjs';
import { HOST_CONFIG } from '../../views/host-config.mjs';

/** The network's additional pages: the same ones its host page embeds in the portal's config. */
const additionalPages = () =>
  HOST_CONFIG.additionalPages.map((page) => ({ ...page, '@type': 'AdditionalPage' }));

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {Request} request */
const query = (request) => /** @type {Record<string, string | undefined>} */ (request.query);

/**
 * @param {Reply} reply
 * @param {unknown} body
 */
const send = (reply, body) =>
  reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);

/**
 * The balance is the finance ledger's (approved payouts + promo credits - payments).
 * @param {Request} request @param {Reply} reply
 */
async function balance(request, reply) {
  const { db } = request.server.app;
  const { publisherId } = sessionOf(request);
  const row = await db.get(`SELECT currency FROM publishers WHERE id = $1`, [publisherId]);
  if (!row) throw new HttpError(401, 'Full authentication is required to access this resource.');
  return send(reply, {
    balance: (await balanceCents(db, publisherId)) / 100,
    currency: currencyInfo(String(row.currency)),
  });
}

/** @param {Request} request @param {Reply} reply */
async function unseenNotifications(request, reply) {
  const row = await request.server.app.db.get(
    `SELECT count(*)::INTEGER AS n FROM notifications WHERE publisher_id = $1 AND NOT seen`,
    [sessionOf(request).publisherId],
  );
  return send(reply, { count: Number(row?.n ?? 0) });
}

/** @param {Request} request @param {Reply} reply */
async function competitions(request, reply) {
  const status = query(request).status ?? null;
  if (status !== null && !COMPETITION_STATUSES.includes(String(status))) {
    throw new HttpError(400, `Unknown status "${String(status).slice(0, 40)}".`);
  }
  const rows = await request.server.app.db.all(
    `SELECT * FROM competitions WHERE publisher_id = $1 ORDER BY id`,
    [sessionOf(request).publisherId],
  );
  const items = rows.map((row) => competitionResource(row));
  return send(
    reply,
    collection(status === null ? items : items.filter((c) => c.status === status)),
  );
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function shellRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/ch/balance', secured, balance);
  fastify.get('/publisher/api/notifications/unseen', secured, unseenNotifications);
  fastify.get('/publisher/api/competitions', secured, competitions);
  fastify.get('/publisher/api/languages', secured, (_request, reply) =>
    send(reply, collection([...LANGUAGES])),
  );
  fastify.get('/publisher/api/publisher/timezones', secured, (_request, reply) =>
    send(reply, collection(timezoneOptions())),
  );
  fastify.get('/publisher/api/additional_pages', secured, (_request, reply) =>
    send(reply, collection(additionalPages())),
  );
  fastify.get('/publisher/api/additional_pages/:id', secured, (request, reply) => {
    const { id } = /** @type {{ id: string }} */ (request.params);
    const page = additionalPages().find(
      (p) => p['@id'] === `/publisher/api/additional_pages/${id}`,
    );
    if (!page) throw new HttpError(404, 'Not Found');
    return send(reply, page);
  });
}
