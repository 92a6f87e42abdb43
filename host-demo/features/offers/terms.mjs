// @ts-check
/** An offer's terms that publishers are told about when they change: read, validate, apply. */
import { HttpError } from '../../lib/http.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */
/** @typedef {import('./change-texts.mjs').TermField} TermField */
/** @typedef {number | string[]} TermValue */

export const TERM_FIELDS = /** @type {const} */ ([
  'payout',
  'countries',
  'devices',
  'restrictions',
  'holdPeriodDays',
]);

/** @param {string} message */
const badRequest = (message) => new HttpError(400, message, { body: { error: message } });

/** @param {unknown} value */
const codes = (value) => (Array.isArray(value) ? value.map(String) : []);

/**
 * The term's value now. payout is the offer's main (first) goal's payout.
 * @param {Db} db @param {number} offerId @param {TermField} field
 * @returns {Promise<TermValue>}
 */
export async function currentTerm(db, offerId, field) {
  if (field === 'payout') {
    const goal = await db.get(
      `SELECT payout FROM offer_goals WHERE offer_id = $1 ORDER BY id LIMIT 1`,
      [offerId],
    );
    return Number(goal?.payout ?? 0);
  }
  const row = await db.get(
    `SELECT countries_allowed, device_target, traffic_forbidden, hold_days FROM offers WHERE id = $1`,
    [offerId],
  );
  if (field === 'countries') return codes(row?.countries_allowed);
  if (field === 'restrictions') return codes(row?.traffic_forbidden);
  return Number(field === 'devices' ? row?.device_target : row?.hold_days);
}

/**
 * The switch's `value` for `field`, checked; 400 { error } otherwise.
 * @param {Db} db @param {TermField} field @param {unknown} value
 * @returns {Promise<TermValue>}
 */
export async function parseTerm(db, field, value) {
  if (field === 'payout') {
    if (typeof value !== 'number' || !(value > 0 && value <= 100_000))
      throw badRequest('value: a payout above 0, at most 100000.');
    return Math.round(value * 100) / 100;
  }
  if (field === 'devices') {
    if (value !== 0 && value !== 1 && value !== 2) throw badRequest('value: 0, 1 or 2.');
    return value;
  }
  if (field === 'holdPeriodDays') {
    if (!Number.isInteger(value) || Number(value) < 0 || Number(value) > 365)
      throw badRequest('value: whole days from 0 to 365.');
    return Number(value);
  }
  if (!Array.isArray(value) || value.length > 50 || value.some((v) => typeof v !== 'string'))
    throw badRequest('value: a list of codes.');
  const list = [...new Set(value.map(String))];
  const known = await db.all(
    field === 'countries'
      ? `SELECT code FROM countries WHERE list_contains($1, code)`
      : `SELECT code FROM traffic_types WHERE list_contains($1, code)`,
    [list],
  );
  if (known.length !== list.length) throw badRequest('value: an unknown code.');
  return list;
}

/**
 * Stores the new value on the offer itself, so every page shows it.
 * @param {Db} db @param {number} offerId @param {TermField} field @param {TermValue} value
 */
export async function applyTerm(db, offerId, field, value) {
  if (field === 'payout') {
    await db.run(
      `UPDATE offer_goals SET payout = $2
       WHERE id = (SELECT min(id) FROM offer_goals WHERE offer_id = $1)`,
      [offerId, value],
    );
    // The listing's range follows its goals and country payouts.
    await db.run(
      `UPDATE offers SET payout_min = r.lo, payout_max = r.hi
       FROM (SELECT min(payout) AS lo, max(payout) AS hi FROM (
         SELECT payout FROM offer_goals WHERE offer_id = $1
         UNION ALL SELECT payout FROM offer_payouts WHERE offer_id = $1)) r
       WHERE offers.id = $1`,
      [offerId],
    );
    return;
  }
  const column = {
    countries: 'countries_allowed',
    devices: 'device_target',
    restrictions: 'traffic_forbidden',
    holdPeriodDays: 'hold_days',
  }[field];
  await db.run(`UPDATE offers SET ${column} = $2 WHERE id = $1`, [offerId, value]);
}
