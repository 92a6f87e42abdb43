// @ts-check
/** Changes to an offer's terms: the log as resources, and recording one with its notifications. */
import { isoTimestamp, sqlTimestamp } from '../../lib/db.mjs';
import { termChangeNotice } from './change-texts.mjs';
import { applyTerm, currentTerm } from './terms.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */
/** @typedef {import('../../lib/db.mjs').Row} Row */
/** @typedef {import('./terms.mjs').TermField} TermField */
/** @typedef {import('./terms.mjs').TermValue} TermValue */

/** A publisher who never opened an offer's page is shown the changes of this many days. */
export const UNSEEN_CHANGES_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Whether the offer's terms changed after the publisher last opened its page.
 * @param {Row} row  of OFFER_LISTING (last_changed_at, seen_at)
 * @param {number} now  epoch ms
 */
export function changedSinceSeen(row, now) {
  if (row.last_changed_at === null || row.last_changed_at === undefined) return false;
  const changed = Date.parse(isoTimestamp(row.last_changed_at));
  const since =
    row.seen_at === null || row.seen_at === undefined
      ? now - UNSEEN_CHANGES_DAYS * DAY_MS
      : Date.parse(isoTimestamp(row.seen_at));
  return changed > since;
}

/**
 * @param {Row} row  of offer_changes
 * @param {{ currency: string, traffic: Map<string, string> }} offer  restrictions read as titles
 */
export function changeResource(row, { currency, traffic }) {
  /** @param {unknown} json */
  const value = (json) => {
    const parsed = /** @type {TermValue} */ (JSON.parse(String(json)));
    return row.field === 'restrictions' && Array.isArray(parsed)
      ? parsed.map((code) => traffic.get(code) ?? code)
      : parsed;
  };
  return {
    '@id': `/publisher/api/offer_changes/${row.id}`,
    id: Number(row.id),
    changedAt: isoTimestamp(row.changed_at),
    field: String(row.field),
    oldValue: value(row.old_value),
    newValue: value(row.new_value),
    currency,
  };
}

/**
 * Publishers a change concerns: who ran traffic on the offer or has access to it (any campaign
 * but a declined or archived one).
 * @param {Db} db @param {number} offerId
 */
export async function affectedPublishers(db, offerId) {
  const rows = await db.all(
    `SELECT p.id, p.language FROM publishers p WHERE p.id IN (
       SELECT publisher_id FROM offer_campaigns WHERE offer_id = $1 AND status > 0
       UNION SELECT publisher_id FROM clicks WHERE offer_id = $1
       UNION SELECT publisher_id FROM conversions WHERE offer_id = $1)
     ORDER BY p.id`,
    [offerId],
  );
  return rows.map((row) => ({ id: Number(row.id), language: String(row.language) }));
}

/**
 * Changes the term on the offer, logs it and notifies every affected publisher (in one
 * transaction of the caller's).
 * @param {Db} tx
 * @param {{ id: number, relativeId: number, title: string }} offer
 * @param {TermField} field
 * @param {TermValue} value
 */
export async function changeTerm(tx, offer, field, value) {
  const oldValue = await currentTerm(tx, offer.id, field);
  const now = sqlTimestamp();
  await applyTerm(tx, offer.id, field, value);
  const change = await tx.get(
    `INSERT INTO offer_changes (offer_id, changed_at, field, old_value, new_value)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [offer.id, now, field, JSON.stringify(oldValue), JSON.stringify(value)],
  );
  const publishers = await affectedPublishers(tx, offer.id);
  const next = Number(
    (await tx.get(`SELECT coalesce(max(id), 0) + 1 AS id FROM notifications`))?.id,
  );
  for (const [index, publisher] of publishers.entries()) {
    await tx.run(
      `INSERT INTO notifications (id, publisher_id, title, seen, created_at) VALUES ($1, $2, $3, false, $4)`,
      [next + index, publisher.id, termChangeNotice(publisher.language, { ...offer, field }), now],
    );
  }
  return { changeId: Number(change?.id), notified: publishers.map((p) => p.id) };
}
