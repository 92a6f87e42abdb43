// @ts-check
/** Query parameters of the finance lists and the publisher facts they need. */
import { HttpError } from '../../lib/http.mjs';
import { sessionOf } from '../../lib/sessions.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */

/** @param {Request} request */
export const queryOf = (request) =>
  /** @type {Record<string, string | string[] | undefined>} */ (request.query ?? {});

/**
 * `page` (from 1) and `itemsPerPage` (1..100, default 10) as API Platform names them.
 * @param {Request} request
 */
export function pageOf(request) {
  const query = queryOf(request);
  /** @param {string} name @param {number} fallback @param {number} max */
  const int = (name, fallback, max) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      throw new HttpError(400, `${name} must be an integer from 1 to ${max}.`);
    }
    return n;
  };
  const page = int('page', 1, 1_000_000);
  const limit = int('itemsPerPage', 10, 100);
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * A query parameter that may be given once, repeated, or as a comma list; every value must be
 * one of `allowed`.
 * @template {string} T
 * @param {Request} request
 * @param {string} name
 * @param {readonly T[]} allowed
 * @returns {T[]}
 */
export function listParam(request, name, allowed) {
  const raw = queryOf(request)[name] ?? queryOf(request)[`${name}[]`];
  const values = [raw ?? []]
    .flat()
    .flatMap((v) => String(v).split(','))
    .filter(Boolean);
  for (const value of values) {
    if (!allowed.includes(/** @type {T} */ (value))) {
      throw new HttpError(400, `Unknown ${name} "${value.slice(0, 40)}".`);
    }
  }
  return /** @type {T[]} */ (values);
}

/**
 * The signed-in publisher's id and timezone.
 * @param {Request} request
 */
export async function publisherOf(request) {
  const { publisherId } = sessionOf(request);
  const row = await request.server.app.db.get(
    `SELECT p.timezone, c.promo FROM publishers p JOIN customers c ON c.id = p.customer_id
     WHERE p.id = $1`,
    [publisherId],
  );
  if (!row) throw new HttpError(401, 'Full authentication is required to access this resource.');
  return { publisherId, timeZone: String(row.timezone), promo: row.promo === true };
}
