// @ts-check
/**
 * One payment's statement, read from the same tables as the ledger (features/finance/ledger.mjs).
 *
 * The period is the payment's own `period_from`..`period_to`: the UTC days of earnings the
 * payment was made for (the ledger's earnings entries are UTC days too). Earnings are the approved
 * conversions created on those days, by offer, each payout rounded to the cent as the ledger does;
 * promo credits are the codes activated on those days. The payment amount is the ledger's payment
 * entry. When the amount is not exactly earnings + promo (an earlier balance was paid with it, or
 * part of the period's money stayed on the balance), the difference is shown as the balance
 * carried over, so every statement adds up: earnings + promo + carried over = amount, and
 * amount - commission = what reaches the account.
 */

import { isoTimestamp } from '../../lib/db.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */
/** @typedef {'paid' | 'pending' | 'declined'} PaymentStatus */

const PAYOUT_CENTS = `CAST(round(c.payout * 100) AS BIGINT)`;

/**
 * The account as a statement shows it: its last four characters (spaces left out) only.
 * @param {string} account
 */
export function maskAccount(account) {
  const plain = account.replace(/\s+/g, '');
  return `•••• ${plain.slice(-4)}`;
}

/**
 * @typedef {object} Statement
 * @property {number} id
 * @property {string} network
 * @property {{ id: number, username: string, language: string, timeZone: string }} publisher
 * @property {{ from: string, to: string }} period
 * @property {string} method
 * @property {string} account  masked
 * @property {PaymentStatus} status
 * @property {string} createdAt  ISO
 * @property {string} currency
 * @property {{ offerId: number | null, title: string | null, conversions: number, cents: number }[]} offers
 * @property {{ code: string, cents: number }[]} promo
 * @property {number} earningsCents
 * @property {number} conversions
 * @property {number} promoCents
 * @property {number} carriedCents
 * @property {number} amountCents
 * @property {number} commissionCents
 * @property {number} netCents
 */

/**
 * The statement of payment `paymentId`, or null when it is not one of the publisher's.
 * @param {Pick<Db, 'get' | 'all'>} db
 * @param {number} publisherId
 * @param {number} paymentId
 * @returns {Promise<Statement | null>}
 */
export async function loadStatement(db, publisherId, paymentId) {
  const payment = await db.get(
    `SELECT p.*, strftime(p.period_from, '%Y-%m-%d') AS day_from,
            strftime(p.period_to, '%Y-%m-%d') AS day_to, m.title AS method_title,
            u.relative_id, u.username, u.language, u.timezone, u.currency, c.name AS network
     FROM payments p JOIN payment_methods m ON m.id = p.method_id
     JOIN publishers u ON u.id = p.publisher_id JOIN customers c ON c.id = u.customer_id
     WHERE p.id = $1 AND p.publisher_id = $2`,
    [paymentId, publisherId],
  );
  if (!payment) return null;
  const range = [publisherId, String(payment.day_from), String(payment.day_to)];
  const offers = await db.all(
    `SELECT o.relative_id AS offer_id, o.title, count(*)::INTEGER AS conversions,
            sum(${PAYOUT_CENTS})::BIGINT AS cents
     FROM conversions c LEFT JOIN offers o ON o.id = c.offer_id
     WHERE c.publisher_id = $1 AND c.status = 'approved'
       AND CAST(c.created_at AS DATE) BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE)
     GROUP BY o.relative_id, o.title ORDER BY cents DESC, o.relative_id NULLS LAST`,
    range,
  );
  const promo = await db.all(
    `SELECT k.code, a.amount_cents AS cents FROM promo_activations a
     JOIN promo_codes k ON k.id = a.code_id
     WHERE a.publisher_id = $1
       AND CAST(a.activated_at AS DATE) BETWEEN CAST($2 AS DATE) AND CAST($3 AS DATE)
     ORDER BY a.activated_at, a.id`,
    range,
  );
  const byOffer = offers.map((row) => ({
    offerId: row.offer_id === null ? null : Number(row.offer_id),
    title: row.title === null ? null : String(row.title),
    conversions: Number(row.conversions),
    cents: Number(row.cents),
  }));
  const credits = promo.map((row) => ({ code: String(row.code), cents: Number(row.cents) }));
  const earningsCents = byOffer.reduce((sum, row) => sum + row.cents, 0);
  const promoCents = credits.reduce((sum, row) => sum + row.cents, 0);
  const amountCents = Number(payment.amount_cents);
  const commissionCents = Number(payment.commission_cents);
  return {
    id: Number(payment.id),
    network: String(payment.network),
    publisher: {
      id: Number(payment.relative_id),
      username: String(payment.username),
      language: String(payment.language),
      timeZone: String(payment.timezone),
    },
    period: { from: String(payment.day_from), to: String(payment.day_to) },
    method: String(payment.method_title),
    account: maskAccount(String(payment.account)),
    status: /** @type {PaymentStatus} */ (String(payment.status)),
    createdAt: isoTimestamp(payment.created_at),
    currency: String(payment.currency),
    offers: byOffer,
    promo: credits,
    earningsCents,
    conversions: byOffer.reduce((sum, row) => sum + row.conversions, 0),
    promoCents,
    carriedCents: amountCents - earningsCents - promoCents,
    amountCents,
    commissionCents,
    netCents: amountCents - commissionCents,
  };
}
