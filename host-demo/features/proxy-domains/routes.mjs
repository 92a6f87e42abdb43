// @ts-check
/** The publisher's proxy (tracking) domains: list, export, add, edit, delete. */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { checkBody, jsonBody, violationError } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';
import { toCsv } from '../../resources/csv.mjs';
import {
  CERT_STATUS,
  DUPLICATE_MESSAGE,
  checkProxyDomain,
  proxyDomainResource,
} from './resource.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */

/** @param {import('fastify').FastifyRequest} request */
const idParam = (request) => /** @type {{ id: string }} */ (request.params).id;

/**
 * A domain of this publisher; 404 for unknown ids and other publishers' domains alike.
 * @param {Pick<Db, 'get'>} db
 * @param {number} publisherId
 * @param {string | undefined} id
 */
async function ownDomain(db, publisherId, id) {
  const row = /^\d{1,9}$/.test(id ?? '')
    ? await db.get(`SELECT * FROM proxy_domains WHERE id = $1 AND publisher_id = $2`, [
        Number(id),
        publisherId,
      ])
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}

/**
 * 422 when another domain has this name (domains are unique network-wide).
 * @param {Pick<Db, 'get'>} db
 * @param {string} name
 * @param {number} [exceptId]
 */
async function rejectDuplicate(db, name, exceptId = 0) {
  const row = await db.get(
    `SELECT 1 AS found FROM proxy_domains WHERE lower(name) = $1 AND id <> $2`,
    [name, exceptId],
  );
  if (row) throw violationError([{ propertyPath: 'name', message: DUPLICATE_MESSAGE }]);
}

/**
 * The publisher's domains, oldest first.
 * @param {import('fastify').FastifyRequest} request
 */
const ownDomains = (request) =>
  request.server.app.db.all(`SELECT * FROM proxy_domains WHERE publisher_id = $1 ORDER BY id`, [
    sessionOf(request).publisherId,
  ]);

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function list(request, reply) {
  const rows = await ownDomains(request);
  return reply
    .header('Cache-Control', 'no-store')
    .type(JSON_LD_TYPE)
    .send(collection(rows.map(proxyDomainResource)));
}

/**
 * The same list as CSV for download; 204 when there is nothing to export.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function exportCsv(request, reply) {
  const rows = await ownDomains(request);
  reply.header('Cache-Control', 'no-store');
  if (rows.length === 0) return reply.code(204).send();
  const domains = rows.map(proxyDomainResource);
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="domains-${date}.csv"`)
    .send(toCsv(['id', 'name', 'subdomain', 'certStatus'], domains));
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function create(request, reply) {
  const { publisherId } = sessionOf(request);
  const { name, subdomain } = await checkBody(request, () => checkProxyDomain(jsonBody(request)));
  const row = await request.server.app.db.transaction(async (tx) => {
    await rejectDuplicate(tx, name);
    return tx.get(
      `INSERT INTO proxy_domains (publisher_id, name, subdomain, cert_status, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [publisherId, name, subdomain, CERT_STATUS.pending, sqlTimestamp()],
    );
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return reply
    .code(201)
    .header('Location', `/publisher/api/proxy_domains/${row.id}`)
    .type(JSON_LD_TYPE)
    .send(proxyDomainResource(row));
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function update(request, reply) {
  const { publisherId } = sessionOf(request);
  const body = jsonBody(request);
  const row = await request.server.app.db.transaction(async (tx) => {
    const current = await ownDomain(tx, publisherId, idParam(request));
    const { name, subdomain } = await checkBody(request, () =>
      checkProxyDomain({
        name: Object.hasOwn(body, 'name') ? body.name : current.name,
        subdomain: Object.hasOwn(body, 'subdomain') ? body.subdomain : current.subdomain,
      }),
    );
    await rejectDuplicate(tx, name, Number(current.id));
    // A new name needs its DNS and certificate checked again.
    const certStatus = name === current.name ? Number(current.cert_status) : CERT_STATUS.pending;
    return tx.get(
      `UPDATE proxy_domains SET name = $1, subdomain = $2, cert_status = $3
       WHERE id = $4 RETURNING *`,
      [name, subdomain, certStatus, Number(current.id)],
    );
  });
  if (!row) throw new HttpError(404, 'Not Found');
  return reply.type(JSON_LD_TYPE).send(proxyDomainResource(row));
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function remove(request, reply) {
  const { db } = request.server.app;
  const row = await ownDomain(db, sessionOf(request).publisherId, idParam(request));
  await db.run(`DELETE FROM proxy_domains WHERE id = $1`, [Number(row.id)]);
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function proxyDomainRoutes(fastify) {
  const secured = { onRequest: authenticate };
  const checked = { ...secured, config: { bodyRules: true } };
  fastify.get('/publisher/api/proxy_domains', secured, list);
  fastify.get('/publisher/api/proxy_domains/export', secured, exportCsv);
  fastify.post('/publisher/api/proxy_domains', checked, create);
  fastify.patch('/publisher/api/proxy_domains/:id', checked, update);
  fastify.delete('/publisher/api/proxy_domains/:id', secured, remove);
}
