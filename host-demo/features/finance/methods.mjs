// @ts-check
/** The network's payment methods and the format an account of each must have. */
import { isoTimestamp } from '../../lib/db.mjs';
import { commissionCents, toAmount } from './money.mjs';

/** @typedef {import('../../lib/db.mjs').Row} Row */

export const METHOD_IRI = '/publisher/api/payment_methods/';

/** Seeded as they are: ids are referred to by the seed's accounts and payments. */
export const PAYMENT_METHODS = [
  {
    id: 1,
    title: 'PayPal',
    position: 1,
    account_pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    account_example: 'name@example.com',
    account_min_length: 6,
    account_contains: '@',
    minimal_payment_cents: 5000,
    commission_percent: 2,
    commission_fixed_cents: 0,
    decimals: 2,
  },
  {
    id: 2,
    title: 'Wire transfer (IBAN)',
    position: 2,
    account_pattern: '^[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){11,30}$',
    account_example: 'DE89 3704 0044 0532 0130 00',
    account_min_length: 15,
    account_contains: null,
    minimal_payment_cents: 50000,
    commission_percent: 0,
    commission_fixed_cents: 2500,
    decimals: 2,
  },
  {
    id: 3,
    title: 'USDT (TRC-20)',
    position: 3,
    account_pattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
    account_example: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    account_min_length: 34,
    account_contains: null,
    minimal_payment_cents: 10000,
    commission_percent: 0,
    commission_fixed_cents: 100,
    decimals: 4,
  },
  {
    id: 4,
    title: 'WebMoney WMZ',
    position: 4,
    account_pattern: '^Z[0-9]{12}$',
    account_example: 'Z123456789012',
    account_min_length: 13,
    account_contains: 'Z',
    minimal_payment_cents: 2000,
    commission_percent: 0.8,
    commission_fixed_cents: 0,
    decimals: 2,
  },
];

/** @param {Row} row */
export const paymentMethodResource = (row) => ({
  '@id': `${METHOD_IRI}${row.id}`,
  id: Number(row.id),
  title: String(row.title),
  minimalPaymentAmount: toAmount(row.minimal_payment_cents),
  accountFormat: {
    pattern: String(row.account_pattern),
    example: String(row.account_example),
    minLength: Number(row.account_min_length),
    contains: row.account_contains === null ? null : String(row.account_contains),
  },
  commission: {
    percent: Number(row.commission_percent),
    fixed: toAmount(row.commission_fixed_cents),
  },
  decimals: Number(row.decimals),
});

/**
 * The first broken rule of an account for a method, as the form shows it; null when valid.
 * @param {string} account  trimmed
 * @param {Row} method
 */
export function accountProblem(account, method) {
  if (account === '') return 'Payment account is required';
  const minLength = Number(method.account_min_length);
  if (account.length < minLength) {
    return `The account should contain at least ${minLength} symbols`;
  }
  const contains = method.account_contains === null ? '' : String(method.account_contains);
  if (contains && !account.includes(contains)) return `The value should contain ${contains}`;
  if (!new RegExp(String(method.account_pattern)).test(account)) {
    return `Invalid account format for the method. Example: ${String(method.account_example)}`;
  }
  return null;
}

/** @param {Row} row */
export const paymentResource = (row) => ({
  '@id': `/publisher/api/payments/${row.id}`,
  id: Number(row.id),
  createdAt: isoTimestamp(row.created_at),
  periodFrom: String(row.period_from),
  periodTo: String(row.period_to),
  paymentMethod: { id: Number(row.method_id), title: String(row.method_title) },
  account: String(row.account),
  notes: String(row.notes),
  amount: toAmount(row.amount_cents),
  commission: toAmount(row.commission_cents),
  status: /** @type {'paid' | 'pending' | 'declined'} */ (String(row.status)),
  decimals: Number(row.decimals),
});

export { commissionCents };
