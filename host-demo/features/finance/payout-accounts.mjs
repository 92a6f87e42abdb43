// @ts-check
/** Payout accounts: the resource and the rules of their fields, with the texts the form shows. */
import { isoTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { Violations, text } from '../../lib/validation.mjs';
import { METHOD_IRI, accountProblem } from './methods.mjs';
import { moneyText, toAmount, toCents } from './money.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */
/** @typedef {import('../../lib/db.mjs').Row} Row */

const MAX_MINIMAL_CENTS = 100_000_000;

/** @param {Row} row  an account joined with its method's title */
export const payoutAccountResource = (row) => ({
  '@id': `/publisher/api/publisher_payout_accounts/${row.id}`,
  id: Number(row.id),
  paymentMethod: {
    '@id': `${METHOD_IRI}${row.method_id}`,
    id: Number(row.method_id),
    title: String(row.method_title),
  },
  account: String(row.account),
  minimalPaymentAmount: toAmount(row.minimal_payment_cents),
  active: row.active === true,
  createdAt: isoTimestamp(row.created_at),
});

export const ACCOUNT_SQL = `SELECT a.*, m.title AS method_title FROM payout_accounts a
  JOIN payment_methods m ON m.id = a.method_id`;

/**
 * An account of this publisher; 404 for unknown ids and other publishers' accounts alike.
 * @param {Pick<Db, 'get'>} db
 * @param {number} publisherId
 * @param {string | undefined} id
 */
export async function ownAccount(db, publisherId, id) {
  const row = /^\d{1,9}$/.test(id ?? '')
    ? await db.get(`${ACCOUNT_SQL} WHERE a.id = $1 AND a.publisher_id = $2`, [
        Number(id),
        publisherId,
      ])
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}

/** "/publisher/api/payment_methods/2", "2" or 2 → 2; null for anything else. @param {unknown} value */
function methodId(value) {
  const raw = typeof value === 'number' ? String(value) : text(value).trim();
  const match = /^(?:\/publisher\/api\/payment_methods\/)?(\d{1,9})$/.exec(raw);
  return match ? Number(match[1]) : null;
}

/**
 * Checks the fields of an account (a new one, or a current one with the patch merged in) and
 * the PIN when one is required; 422 lists every broken rule.
 * @param {Pick<Db, 'get'>} db
 * @param {{ publisherId: number, exceptId?: number, requirePin: boolean }} options
 * @param {Record<string, unknown>} values
 */
export async function checkAccountFields(db, { publisherId, exceptId = 0, requirePin }, values) {
  const violations = new Violations();
  const blankMethod =
    values.paymentMethod === null ||
    values.paymentMethod === undefined ||
    (text(values.paymentMethod).trim() === '' && typeof values.paymentMethod !== 'number');
  const id = methodId(values.paymentMethod);
  const method =
    id === null ? undefined : await db.get(`SELECT * FROM payment_methods WHERE id = $1`, [id]);
  if (blankMethod) violations.add('paymentMethod', 'Payment method is required');
  else if (!method)
    violations.add('paymentMethod', 'The value you selected is not a valid choice.');
  const account = text(values.account).trim();
  if (account === '') violations.add('account', 'Payment account is required');
  else if (method) {
    const problem = accountProblem(account, method);
    if (problem) violations.add('account', problem);
    const duplicate = await db.get(
      `SELECT 1 AS found FROM payout_accounts
       WHERE publisher_id = $1 AND method_id = $2 AND lower(account) = lower($3) AND id <> $4`,
      [publisherId, Number(method.id), account, exceptId],
    );
    if (duplicate) violations.add('account', 'This account is already added.');
  }
  const rawMinimal = values.minimalPaymentAmount;
  const minimal =
    typeof rawMinimal === 'string' && rawMinimal.trim() !== '' ? Number(rawMinimal) : rawMinimal;
  if (typeof minimal !== 'number' || !Number.isFinite(minimal)) {
    violations.add('minimalPaymentAmount', 'Minimal payment amount is required');
  } else if (method && toCents(minimal) < Number(method.minimal_payment_cents)) {
    const least = moneyText(Number(method.minimal_payment_cents));
    violations.add(
      'minimalPaymentAmount',
      `The minimal payment of ${String(method.title)} is ${least}`,
    );
  } else if (toCents(minimal) > MAX_MINIMAL_CENTS) {
    violations.add(
      'minimalPaymentAmount',
      `The minimal payment amount should be at most ${moneyText(MAX_MINIMAL_CENTS)}`,
    );
  }
  if (requirePin && text(values.pin).trim() === '') violations.add('pin', 'Pin is required');
  violations.throwIfAny();
  return {
    methodId: Number(method?.id),
    account,
    minimalCents: toCents(Number(minimal)),
  };
}
