// @ts-check
/** Money is kept in integer cents; the API speaks decimal amounts of the network's currency. */

/** @param {unknown} cents  a BIGINT as DuckDB answers it (a string) or a number */
export const toAmount = (cents) => Number(cents ?? 0) / 100;

/** @param {number} amount */
export const toCents = (amount) => Math.round(amount * 100);

/** "$1,234.50": the way the server writes amounts into its own texts. */
export const moneyText = (/** @type {number} */ cents) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The method's commission on an amount: percent plus a fixed part, never more than the amount.
 * @param {number} amountCents
 * @param {{ commission_percent: unknown, commission_fixed_cents: unknown }} method
 */
export function commissionCents(amountCents, method) {
  const fee =
    Math.round((amountCents * Number(method.commission_percent)) / 100) +
    Number(method.commission_fixed_cents);
  return Math.min(fee, amountCents);
}
