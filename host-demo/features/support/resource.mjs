// @ts-check
/** Rows → resources of the support parcel: notifications, articles, FAQ, contacts, requests. */
import { isoTimestamp } from '../../lib/db.mjs';
import { announcementResource } from '../shell/resource.mjs';

/** @typedef {import('../../lib/db.mjs').Row} Row */

export const FAQ_LANGUAGES = ['en', 'ru', 'uk', 'zh'];
export const ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;

/** @param {import('@duckdb/node-api').Json | undefined} value */
const str = (value) => (value === null || value === undefined ? null : String(value));

/**
 * `page` (from 1) and `itemsPerPage` (1 to 100) of a collection query; anything else falls
 * back to the defaults, as a typed or stale URL must not fail the list.
 * @param {Record<string, string | undefined>} query
 */
export function pageOf(query) {
  const int = (/** @type {string | undefined} */ text) =>
    /^\d{1,6}$/.test(text ?? '') ? Number(text) : 0;
  const page = int(query.page) || 1;
  const size = int(query.itemsPerPage);
  const itemsPerPage = size >= 1 && size <= MAX_ITEMS_PER_PAGE ? size : ITEMS_PER_PAGE;
  return { page, itemsPerPage, offset: (page - 1) * itemsPerPage };
}

/**
 * A page of a Hydra collection.
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

/** @param {Row} row */
export function notificationResource(row) {
  return {
    '@id': `/publisher/api/notifications/${row.id}`,
    id: Number(row.id),
    title: String(row.title),
    read: row.seen === true,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** An announcement in a list, with whether this publisher has opened it. @param {Row} row */
export const announcementListResource = (row) => ({
  ...announcementResource(row),
  seen: row.seen === true,
});

/** @param {Row} row */
export const articleResource = (row) => ({
  ...announcementListResource(row),
  body: String(row.body),
});

/**
 * @param {string} json  { en, ru, uk, zh }
 * @param {string} language
 */
const pick = (json, language) => {
  const texts = /** @type {Record<string, string>} */ (JSON.parse(json));
  return texts[language] ?? texts.en ?? '';
};

/** @param {Row} row @param {string} language */
export function faqResource(row, language) {
  return {
    '@id': `/publisher/api/faqs/${row.id}`,
    id: Number(row.id),
    question: pick(String(row.questions), language),
    answer: pick(String(row.answers), language),
    category: {
      id: Number(row.category_id),
      title: pick(String(row.category_titles), language),
    },
  };
}

/** @param {Row | undefined} row */
export const contactsResource = (row) => ({
  email: str(row?.email),
  telegram: str(row?.telegram),
  skype: str(row?.skype),
  teams: str(row?.teams),
});

/** @param {Row} row */
export function activationRequestResource(row) {
  return {
    '@id': `/publisher/api/activation_requests/${row.id}`,
    id: Number(row.id),
    status: String(row.status),
    message: str(row.message),
    createdAt: isoTimestamp(row.created_at),
    decidedAt: row.decided_at === null ? null : isoTimestamp(row.decided_at),
  };
}
