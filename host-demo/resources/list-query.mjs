// @ts-check
/** Query parameters of the catalogue's collections: paging, search, filters, order. */
import { HttpError } from '../lib/http.mjs';

/** @typedef {Record<string, string | string[] | undefined>} Query */

/** @param {import('fastify').FastifyRequest} request */
export const queryOf = (request) => /** @type {Query} */ (request.query ?? {});

/**
 * Every value of a filter, written `status=1`, `status[]=1&status[]=4` or `status=1,4`.
 * @param {Query} query
 * @param {string} name
 * @returns {string[]}
 */
export function many(query, name) {
  return [query[name], query[`${name}[]`]]
    .flat()
    .filter((value) => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** @param {Query} query @param {string} name */
export function one(query, name) {
  const value = query[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * Integers of a filter; 400 for anything else.
 * @param {Query} query
 * @param {string} name
 */
export function integers(query, name) {
  const values = many(query, name);
  if (values.some((value) => !/^-?\d{1,9}$/.test(value))) {
    throw new HttpError(400, `Invalid value for "${name}".`);
  }
  return values.map(Number);
}

/** The last page any list serves (openapi.yaml's `maximum` of `page`). */
export const MAX_PAGE = 1_000_000;

/**
 * page (1..1,000,000) and itemsPerPage (1..100, default 30), digits only; 400 for others
 * (`1e21` or `Infinity` must not reach an OFFSET).
 * @param {Query} query
 * @param {number} [defaultSize]
 */
export function paging(query, defaultSize = 30) {
  const pageText = one(query, 'page') || '1';
  const sizeText = one(query, 'itemsPerPage') || String(defaultSize);
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 0;
  const size = /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : 0;
  if (page < 1 || page > MAX_PAGE || size < 1 || size > 100) {
    throw new HttpError(400, 'Invalid page or itemsPerPage.');
  }
  return { page, itemsPerPage: size, offset: (page - 1) * size };
}

/**
 * The first `order[field]=asc|desc` among the allowed fields, else the default.
 * @param {Query} query
 * @param {Record<string, string>} fields  field → SQL expression
 * @param {[string, 'asc' | 'desc']} fallback
 */
export function ordering(query, fields, fallback) {
  for (const [key, value] of Object.entries(query)) {
    const field = /^order\[(\w+)\]$/.exec(key)?.[1];
    if (!field) continue;
    const direction = String(value).toLowerCase();
    if (!(field in fields) || !['asc', 'desc'].includes(direction)) {
      throw new HttpError(400, `Invalid order "${field}".`);
    }
    return `${fields[field]} ${direction.toUpperCase()}`;
  }
  return `${fields[fallback[0]]} ${fallback[1].toUpperCase()}`;
}

/**
 * A paged Hydra collection.
 * @template T
 * @param {T[]} members
 * @param {number} total
 * @param {number} itemsPerPage
 */
export const pagedCollection = (members, total, itemsPerPage) => ({
  'hydra:member': members,
  'hydra:totalItems': total,
  'hydra:itemsPerPage': itemsPerPage,
});

/**
 * The network's own origin (its tracking domain): the configured public origin, never the
 * request's Host, so a link or redirect cannot be pointed at another site.
 */
export const originOf = (/** @type {import('fastify').FastifyRequest} */ request) =>
  request.server.app.config.publicOrigin;
