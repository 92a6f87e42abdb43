// @ts-check
import { HttpError } from './http.mjs';

/**
 * The publisher named by `username` in the JSON body; 404 { error } when there is none.
 * @param {import('fastify').FastifyRequest} request
 */
export async function publisherOf(request) {
  const body = /** @type {{ username?: unknown } | undefined} */ (request.body);
  const username = typeof body?.username === 'string' ? body.username : '';
  const row = await request.server.app.db.get(`SELECT id FROM publishers WHERE username = $1`, [
    username,
  ]);
  if (!row) {
    const error = `No publisher "${username.slice(0, 40)}".`;
    throw new HttpError(404, error, { body: { error } });
  }
  return Number(row.id);
}
