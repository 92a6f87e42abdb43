// @ts-check
/** A creative's banner image (offer or smartlink), `?download=1` as an attachment. */
import { HttpError } from '../../lib/http.mjs';
import { one, queryOf } from '../../resources/list-query.mjs';
import { creativeSvg } from './media.mjs';

/**
 * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
 * @param {'offer_creatives' | 'smartlink_creatives'} table @param {string} filePrefix
 */
export async function sendCreativeImage(request, reply, table, filePrefix) {
  const id = /^(\d{1,9})\.svg$/.exec(/** @type {{ file: string }} */ (request.params).file)?.[1];
  const row = id
    ? await request.server.app.db.get(`SELECT * FROM ${table} WHERE id = $1`, [Number(id)])
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  if (one(queryOf(request), 'download')) {
    reply.header(
      'Content-Disposition',
      `attachment; filename="${filePrefix}-${id}-${row.width}x${row.height}.svg"`,
    );
  }
  return reply
    .type('image/svg+xml')
    .header('Cache-Control', 'public, max-age=86400')
    .send(creativeSvg(String(row.title), Number(row.width), Number(row.height)));
}
