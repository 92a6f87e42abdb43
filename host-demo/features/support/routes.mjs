// @ts-check
/** The support parcel's API: notifications and news (help and activation: support-help.mjs). */
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import {
  announcementListResource,
  articleResource,
  notificationResource,
  pageOf,
  pagedCollection,
} from './resource.mjs';
import { supportHelpRoutes } from './help.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {Request} request */
const query = (request) => /** @type {Record<string, string | undefined>} */ (request.query);
/** @param {Request} request */
const publisherOf = (request) => sessionOf(request).publisherId;

/** @param {Reply} reply @param {unknown} body */
const send = (reply, body) =>
  reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);

/** A numeric id from the path, or 404 (unknown ids and other publishers' rows look alike). */
const idOf = (/** @type {Request} */ request) => {
  const { id } = /** @type {{ id: string }} */ (request.params);
  if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'Not Found');
  return Number(id);
};

/** Unread first, then newest first. @param {Request} request @param {Reply} reply */
async function listNotifications(request, reply) {
  const { db } = request.server.app;
  const { itemsPerPage, offset } = pageOf(query(request));
  const rows = await db.all(
    `SELECT * FROM notifications WHERE publisher_id = $1
     ORDER BY seen, created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [publisherOf(request), itemsPerPage, offset],
  );
  const total = await db.get(
    `SELECT count(*)::INTEGER AS n FROM notifications WHERE publisher_id = $1`,
    [publisherOf(request)],
  );
  return send(
    reply,
    pagedCollection(rows.map(notificationResource), Number(total?.n ?? 0), itemsPerPage),
  );
}

/** @param {Request} request @param {Reply} reply */
async function markNotificationRead(request, reply) {
  const row = await request.server.app.db.get(
    `UPDATE notifications SET seen = true WHERE id = $1 AND publisher_id = $2 RETURNING *`,
    [idOf(request), publisherOf(request)],
  );
  if (!row) throw new HttpError(404, 'Not Found');
  return send(reply, notificationResource(row));
}

/** @param {Request} request @param {Reply} reply */
async function markAllNotificationsRead(request, reply) {
  await request.server.app.db.run(
    `UPDATE notifications SET seen = true WHERE publisher_id = $1 AND NOT seen`,
    [publisherOf(request)],
  );
  return reply.code(204).send();
}

const ANNOUNCEMENT_SQL = `
  SELECT a.*, EXISTS (
    SELECT 1 FROM announcement_views v
    WHERE v.announcement_id = a.id AND v.publisher_id = $1) AS seen
  FROM announcements a`;

/**
 * Newest first; `unseen=true` keeps the ones this publisher has not opened (its
 * `hydra:totalItems` is the header's news counter).
 * @param {Request} request @param {Reply} reply
 */
async function listAnnouncements(request, reply) {
  const { db } = request.server.app;
  const unseenOnly = ['true', '1'].includes(query(request).unseen ?? '');
  const { itemsPerPage, offset } = pageOf(query(request));
  const filtered = `SELECT * FROM (${ANNOUNCEMENT_SQL}) WHERE NOT $2 OR NOT seen`;
  const rows = await db.all(`${filtered} ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`, [
    publisherOf(request),
    unseenOnly,
    itemsPerPage,
    offset,
  ]);
  const total = await db.get(`SELECT count(*)::INTEGER AS n FROM (${filtered})`, [
    publisherOf(request),
    unseenOnly,
  ]);
  return send(
    reply,
    pagedCollection(rows.map(announcementListResource), Number(total?.n ?? 0), itemsPerPage),
  );
}

/** @param {Request} request @param {Reply} reply */
async function getAnnouncement(request, reply) {
  const row = await request.server.app.db.get(`${ANNOUNCEMENT_SQL} WHERE a.id = $2`, [
    publisherOf(request),
    idOf(request),
  ]);
  if (!row) throw new HttpError(404, 'Not Found');
  return send(reply, articleResource(row));
}

/** Opening an article marks it seen (once; again is a no-op). @param {Request} request @param {Reply} reply */
async function markAnnouncementSeen(request, reply) {
  const { db } = request.server.app;
  const id = idOf(request);
  if (!(await db.get(`SELECT id FROM announcements WHERE id = $1`, [id])))
    throw new HttpError(404, 'Not Found');
  await db.run(
    `INSERT INTO announcement_views (publisher_id, announcement_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [publisherOf(request), id],
  );
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function supportRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/notifications', secured, listNotifications);
  fastify.post('/publisher/api/notifications/mark_read', secured, markAllNotificationsRead);
  fastify.post('/publisher/api/notifications/:id/mark_read', secured, markNotificationRead);
  fastify.get('/publisher/api/announcements', secured, listAnnouncements);
  fastify.get('/publisher/api/announcements/:id', secured, getAnnouncement);
  fastify.post('/publisher/api/announcements/:id/seen', secured, markAnnouncementSeen);
  await fastify.register(supportHelpRoutes);
}
