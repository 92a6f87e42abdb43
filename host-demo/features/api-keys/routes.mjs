// @ts-check
/** The publisher's API keys: list, create (the key is answered once), revoke. */
import { isoTimestamp, sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { Violations, checkBody, jsonBody, text } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';
import { newKey } from './keys.mjs';
import { SCOPES } from './scopes.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

const NAME_MAX = 100;
// A publisher keeps a few keys, not thousands.
const KEYS_MAX = 20;

/** @param {import('../../lib/db.mjs').Row} row */
const apiKeyResource = (row) => ({
  '@id': `/publisher/api/api_keys/${row.id}`,
  '@type': 'ApiKey',
  id: Number(row.id),
  name: String(row.name),
  prefix: String(row.prefix),
  scopes: Array.isArray(row.scopes) ? row.scopes.map(String) : [],
  createdAt: isoTimestamp(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : isoTimestamp(row.last_used_at),
});

/** @param {Record<string, unknown>} body */
function checkApiKey(body) {
  const violations = new Violations();
  const name = text(body.name).trim();
  if (name === '') violations.add('name', 'Name is required');
  else if (name.length > NAME_MAX) {
    violations.add(
      'name',
      `This value is too long. It should have ${NAME_MAX} characters or less.`,
    );
  }
  const asked = Array.isArray(body.scopes) ? body.scopes : [];
  const scopes = SCOPES.filter((scope) => asked.includes(scope));
  if (scopes.length === 0) violations.add('scopes', 'Choose at least one scope');
  violations.throwIfAny();
  return { name, scopes };
}

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const rows = await request.server.app.db.all(
    `SELECT * FROM api_keys WHERE publisher_id = $1 AND revoked_at IS NULL ORDER BY id`,
    [sessionOf(request).publisherId],
  );
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send(collection(rows.map(apiKeyResource)));
}

/** @param {Request} request @param {Reply} reply */
async function create(request, reply) {
  const { publisherId } = sessionOf(request);
  const { name, scopes } = await checkBody(request, () => checkApiKey(jsonBody(request)));
  const { key, hash, prefix } = newKey();
  const row = await request.server.app.db.transaction(async (tx) => {
    const held = await tx.get(
      `SELECT count(*) AS n FROM api_keys WHERE publisher_id = $1 AND revoked_at IS NULL`,
      [publisherId],
    );
    if (Number(held?.n ?? 0) >= KEYS_MAX) {
      const violations = new Violations();
      violations.add('name', `At most ${KEYS_MAX} keys; revoke one first.`);
      violations.throwIfAny();
    }
    return tx.get(
      `INSERT INTO api_keys (publisher_id, hash, prefix, name, scopes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [publisherId, hash, prefix, name, scopes, sqlTimestamp()],
    );
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return reply
    .code(201)
    .header('Location', `/publisher/api/api_keys/${row.id}`)
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send({ ...apiKeyResource(row), key });
}

/** A revoked key answers 401 from then on. @param {Request} request @param {Reply} reply */
async function revoke(request, reply) {
  const { id } = /** @type {{ id: string }} */ (request.params);
  const row = /^\d{1,9}$/.test(id)
    ? await request.server.app.db.get(
        `UPDATE api_keys SET revoked_at = $1
         WHERE id = $2 AND publisher_id = $3 AND revoked_at IS NULL RETURNING id`,
        [sqlTimestamp(), Number(id), sessionOf(request).publisherId],
      )
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function apiKeyRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/api_keys', secured, list);
  fastify.post('/publisher/api/api_keys', { ...secured, config: { bodyRules: true } }, create);
  fastify.delete('/publisher/api/api_keys/:id', secured, revoke);
}
