// @ts-check
/** The publisher's proxy (tracking) domains (issue 4): list, add, edit, delete. */
import { sqlTimestamp } from '../lib/db.mjs';
import { HttpError, JSON_LD_TYPE, sendJson, sendNoContent } from '../lib/http.mjs';
import { requireSession } from '../lib/sessions.mjs';
import { readJsonObject, violationError } from '../lib/validation.mjs';
import { collection } from '../resources/collection.mjs';
import {
  CERT_STATUS,
  DUPLICATE_MESSAGE,
  checkProxyDomain,
  proxyDomainResource,
} from '../resources/proxy-domain.mjs';

/** @typedef {import('../lib/db.mjs').Db} Db */

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

/** @type {import('../lib/router.mjs').Handler} */
async function list(ctx) {
  const session = await requireSession(ctx);
  const rows = await ctx.app.db.all(
    `SELECT * FROM proxy_domains WHERE publisher_id = $1 ORDER BY id`,
    [session.publisherId],
  );
  ctx.res.setHeader('Cache-Control', 'no-store');
  sendJson(ctx.res, 200, collection(rows.map(proxyDomainResource)), JSON_LD_TYPE);
}

/** @type {import('../lib/router.mjs').Handler} */
async function create(ctx) {
  const session = await requireSession(ctx);
  const { name, subdomain } = checkProxyDomain(await readJsonObject(ctx.req));
  const row = await ctx.app.db.transaction(async (tx) => {
    await rejectDuplicate(tx, name);
    return tx.get(
      `INSERT INTO proxy_domains (publisher_id, name, subdomain, cert_status, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [session.publisherId, name, subdomain, CERT_STATUS.pending, sqlTimestamp()],
    );
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  ctx.res.setHeader('Location', `/publisher/api/proxy_domains/${row.id}`);
  sendJson(ctx.res, 201, proxyDomainResource(row), JSON_LD_TYPE);
}

/** @type {import('../lib/router.mjs').Handler} */
async function update(ctx) {
  const session = await requireSession(ctx);
  const body = await readJsonObject(ctx.req);
  const row = await ctx.app.db.transaction(async (tx) => {
    const current = await ownDomain(tx, session.publisherId, ctx.params.id);
    const { name, subdomain } = checkProxyDomain({
      name: Object.hasOwn(body, 'name') ? body.name : current.name,
      subdomain: Object.hasOwn(body, 'subdomain') ? body.subdomain : current.subdomain,
    });
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
  sendJson(ctx.res, 200, proxyDomainResource(row), JSON_LD_TYPE);
}

/** @type {import('../lib/router.mjs').Handler} */
async function remove(ctx) {
  const session = await requireSession(ctx);
  const row = await ownDomain(ctx.app.db, session.publisherId, ctx.params.id);
  await ctx.app.db.run(`DELETE FROM proxy_domains WHERE id = $1`, [Number(row.id)]);
  sendNoContent(ctx.res);
}

/** @type {import('../lib/router.mjs').Route[]} */
export const proxyDomainRoutes = [
  { method: 'GET', path: '/publisher/api/proxy_domains', handler: list },
  { method: 'POST', path: '/publisher/api/proxy_domains', handler: create },
  { method: 'PATCH', path: '/publisher/api/proxy_domains/{id}', handler: update },
  { method: 'DELETE', path: '/publisher/api/proxy_domains/{id}', handler: remove },
];
