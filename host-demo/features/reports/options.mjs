// @ts-check
/**
 * Option lists of the report filters: offers and smartlinks the publisher has traffic of,
 * goal titles, and the values a dimension (country, browser, device, os) takes in its clicks.
 * Paged like every option list (page, itemsPerPage, search, relativeId).
 */
import { HttpError } from '../../lib/http.mjs';
import { MAX_PAGE } from '../../resources/list-query.mjs';
import { POPULAR_COUNTRIES } from '../../seed/catalog-data.mjs';

export const VALUE_DIMENSIONS = ['country', 'browser', 'device', 'os'];

/**
 * @param {Record<string, unknown>} query
 * @returns {{ limit: number, offset: number, search: string, relativeId: number | null }}
 */
export function optionPage(query) {
  // The contract bounds these (400 past them); the clamps keep any other caller in range too.
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(query.page ?? 1)) || 1));
  const size = Math.min(100, Math.max(1, Math.floor(Number(query.itemsPerPage ?? 30)) || 30));
  const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
  const relative = typeof query.relativeId === 'string' ? query.relativeId.trim() : '';
  return {
    limit: size,
    offset: (page - 1) * size,
    search,
    relativeId: /^\d{1,9}$/.test(relative) ? Number(relative) : null,
  };
}

/**
 * @param {import('../../lib/db.mjs').Db} db @param {'offers' | 'smartlinks'} table
 * @param {number} publisherId @param {Record<string, unknown>} query
 */
export async function campaignOptions(db, table, publisherId, query) {
  const { limit, offset, search, relativeId } = optionPage(query);
  const column = table === 'offers' ? 'offer_id' : 'smartlink_id';
  const where = `t.id IN (SELECT DISTINCT ${column} FROM impressions WHERE publisher_id = $1)
    AND ($2 = '' OR lower(t.title) LIKE '%' || $2 || '%') AND ($3::INTEGER IS NULL OR t.relative_id = $3)`;
  const params = [publisherId, search, relativeId];
  const [rows, count] = await Promise.all([
    db.all(
      `SELECT t.relative_id, t.title FROM ${table} t WHERE ${where}
      ORDER BY t.relative_id LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    db.get(`SELECT count(*) AS n FROM ${table} t WHERE ${where}`, params),
  ]);
  return {
    items: rows.map((row) => ({
      value: String(row.relative_id),
      label: `#${row.relative_id} ${row.title}`,
    })),
    total: Number(count?.n ?? 0),
  };
}

/** @param {import('../../lib/db.mjs').Db} db @param {Record<string, unknown>} query */
export async function goalOptions(db, query) {
  const { limit, offset, search } = optionPage(query);
  const where = `($1 = '' OR lower(title) LIKE '%' || $1 || '%')`;
  const [rows, count] = await Promise.all([
    db.all(
      `SELECT DISTINCT title FROM offer_goals WHERE ${where} ORDER BY title LIMIT ${limit} OFFSET ${offset}`,
      [search],
    ),
    db.get(`SELECT count(DISTINCT title) AS n FROM offer_goals WHERE ${where}`, [search]),
  ]);
  return {
    items: rows.map((row) => ({ value: String(row.title), label: String(row.title) })),
    total: Number(count?.n ?? 0),
  };
}

/**
 * @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {string} dimension
 * @param {Record<string, unknown>} query
 */
export async function dimensionOptions(db, publisherId, dimension, query) {
  if (!VALUE_DIMENSIONS.includes(dimension)) throw new HttpError(404, 'Not Found');
  const { limit, offset, search } = optionPage(query);
  const rows = await db.all(
    `SELECT ${dimension} AS v, count(*) AS n FROM clicks WHERE publisher_id = $1
     AND ($2 = '' OR lower(${dimension}) LIKE '%' || $2 || '%') GROUP BY v ORDER BY n DESC, v`,
    [publisherId, search],
  );
  // Countries: the popular ones (the first POPULAR_COUNTRIES by popularCount) head the list.
  if (dimension === 'country') {
    const ranked = await db.all(
      `SELECT code FROM countries ORDER BY popular_count DESC, name LIMIT ${POPULAR_COUNTRIES}`,
    );
    const popular = new Set(ranked.map((row) => String(row.code)));
    const items = rows
      .map((row) => ({
        value: String(row.v),
        label: String(row.v),
        popular: popular.has(String(row.v)),
      }))
      .sort((a, b) => Number(b.popular) - Number(a.popular));
    return { items: items.slice(offset, offset + limit), total: items.length };
  }
  return {
    items: rows
      .slice(offset, offset + limit)
      .map((row) => ({ value: String(row.v), label: String(row.v) })),
    total: rows.length,
  };
}
