// @ts-check
/** The publisher's signed-in sessions: list them, end one, end all but the current one. */
import { isoTimestamp, sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, endSessionsOf, sessionOf } from '../../lib/sessions.mjs';
import { collection } from '../../resources/collection.mjs';
import { parseUserAgent } from './user-agent.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {import('../../lib/db.mjs').Row} row @param {string} currentId */
function sessionResource(row, currentId) {
  const { browser, os } = parseUserAgent(/** @type {string | null} */ (row.user_agent));
  return {
    '@id': `/publisher/api/sessions/${row.public_id}`,
    '@type': 'Session',
    id: String(row.public_id),
    browser,
    os,
    ip: row.ip === null ? null : String(row.ip),
    place: row.place === null ? null : String(row.place),
    createdAt: isoTimestamp(row.created_at),
    lastSeenAt: isoTimestamp(row.last_seen_at),
    current: row.id === currentId,
  };
}

/** The current session first, then the most recently seen. @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const session = sessionOf(request);
  const rows = await request.server.app.db.all(
    `SELECT * FROM sessions WHERE publisher_id = $1 AND expires_at > $2
     ORDER BY id = $3 DESC, last_seen_at DESC, created_at DESC`,
    [session.publisherId, sqlTimestamp(), session.id],
  );
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send(collection(rows.map((row) => sessionResource(row, session.id))));
}

/** Its next request answers 401. @param {Request} request @param {Reply} reply */
async function end(request, reply) {
  const { publisherId } = sessionOf(request);
  const { id } = /** @type {{ id: string }} */ (request.params);
  const row = await request.server.app.db.get(
    `DELETE FROM sessions WHERE publisher_id = $1 AND public_id = $2 RETURNING id`,
    [publisherId, id],
  );
  if (!row) throw new HttpError(404, 'Not Found');
  return reply.code(204).send();
}

/** @param {Request} request @param {Reply} reply */
async function endOthers(request, reply) {
  const session = sessionOf(request);
  await endSessionsOf(request.server.app.db, session.publisherId, session.id);
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function sessionRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/sessions', secured, list);
  fastify.post('/publisher/api/sessions/end_others', secured, endOthers);
  fastify.delete('/publisher/api/sessions/:id', secured, end);
}
