// @ts-check
/**
 * The publisher's ledger: approved conversion payouts (one entry per UTC day, dated at that
 * day's last approved conversion), promo credits and payments (a declined payment never left
 * the balance). The balance is the sum of the entries; each entry carries the running balance.
 * Every amount is rounded to the cent per conversion before it is summed, so the ledger and a
 * plain SUM over the same rows agree to the cent.
 */
import { HttpError } from '../../lib/http.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */
/** @typedef {'earnings' | 'promo' | 'payment'} EntryType */
export const ENTRY_TYPES = /** @type {const} */ (['earnings', 'promo', 'payment']);

const PAYOUT_CENTS = `CAST(round(payout * 100) AS BIGINT)`;

/** Every entry of publisher $1 with its running balance (columns id, posted_at, type, cents, …). */
const LEDGER = `
  WITH entries AS (
    SELECT 'e' || strftime(date_trunc('day', created_at), '%Y%m%d') AS id,
           max(created_at) AS posted_at, 'earnings' AS type, sum(${PAYOUT_CENTS})::BIGINT AS cents,
           count(*)::INTEGER AS conversions, NULL::VARCHAR AS details
    FROM conversions WHERE publisher_id = $1 AND status = 'approved'
    GROUP BY date_trunc('day', created_at)
    UNION ALL
    SELECT 'c' || a.id, a.activated_at, 'promo', a.amount_cents, NULL, c.code
    FROM promo_activations a JOIN promo_codes c ON c.id = a.code_id
    WHERE a.publisher_id = $1
    UNION ALL
    SELECT 'p' || p.id, p.created_at, 'payment', -p.amount_cents, NULL, m.title
    FROM payments p JOIN payment_methods m ON m.id = p.method_id
    WHERE p.publisher_id = $1 AND p.status <> 'declined'
  )
  SELECT *, sum(cents) OVER (ORDER BY posted_at, id ROWS UNBOUNDED PRECEDING)::BIGINT AS running
  FROM entries`;

/**
 * The balance in cents.
 * @param {Pick<Db, 'get'>} db
 * @param {number} publisherId
 */
export async function balanceCents(db, publisherId) {
  const row = await db.get(
    `SELECT
       coalesce((SELECT sum(${PAYOUT_CENTS}) FROM conversions
                 WHERE publisher_id = $1 AND status = 'approved'), 0)
     + coalesce((SELECT sum(amount_cents) FROM promo_activations WHERE publisher_id = $1), 0)
     - coalesce((SELECT sum(amount_cents) FROM payments
                 WHERE publisher_id = $1 AND status <> 'declined'), 0) AS cents`,
    [publisherId],
  );
  return Number(row?.cents ?? 0);
}

// Whole days: times, when given (the portal sends 'YYYY-MM-DD 00:00:00 - YYYY-MM-DD 23:59:59'),
// are read as their days.
const RANGE =
  /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})? - (\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})?$/;

/**
 * `dateRange` ('YYYY-MM-DD - YYYY-MM-DD', days in the publisher's timezone, optionally with times) → the two days,
 * sorted; null without one; 400 for anything else.
 * @param {unknown} value
 * @returns {[string, string] | null}
 */
export function parseDateRange(value) {
  if (value === undefined || value === '') return null;
  const match = typeof value === 'string' ? RANGE.exec(value.trim()) : null;
  const days = match ? [match[1] ?? '', match[2] ?? ''] : [];
  if (!match || days.some((day) => Number.isNaN(Date.parse(`${day}T00:00:00Z`)))) {
    throw new HttpError(400, 'dateRange must look like "2024-01-01 - 2024-01-31".');
  }
  const [from = '', to = ''] = days.sort();
  return [from, to];
}

/** A UTC TIMESTAMP column as a day of timezone $tz (SQL). */
export const localDay = (/** @type {string} */ column, /** @type {string} */ tz) =>
  `strftime(timezone(${tz}, ${column} AT TIME ZONE 'UTC'), '%Y-%m-%d')`;

/**
 * @typedef {object} LedgerQuery
 * @property {[string, string] | null} range
 * @property {EntryType | null} type
 * @property {string} timeZone
 * @property {{ offset: number, limit: number } | null} page  null: every entry
 */

/**
 * The entries in a range, newest first, with the total count.
 * @param {Pick<Db, 'all'>} db
 * @param {number} publisherId
 * @param {LedgerQuery} query
 */
export async function ledgerEntries(db, publisherId, { range, type, timeZone, page }) {
  const filtered = `SELECT * FROM (${LEDGER})
    WHERE ($3 = '' OR ${localDay('posted_at', '$2')} BETWEEN $3 AND $4) AND ($5 = '' OR type = $5)`;
  const params = [publisherId, timeZone, range?.[0] ?? '', range?.[1] ?? '', type ?? ''];
  const limit = page ? `LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}` : '';
  const rows = await db.all(`${filtered} ORDER BY posted_at DESC, id DESC ${limit}`, params);
  const count = await db.all(`SELECT count(*)::INTEGER AS n FROM (${filtered})`, params);
  return { rows, total: Number(count[0]?.n ?? 0) };
}
