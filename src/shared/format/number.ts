// Numbers the portal shows: money with US-style grouping whatever the UI language (the network's
// convention), the conversion rate as "1 : N (p %)", and one placeholder for unknown values.
export const NOT_AVAILABLE = 'n/a';

/** A value that cannot be shown: null, undefined, NaN, ±Infinity or an empty/blank string. */
export function isUnknown(value: unknown): value is null | undefined {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

const grouped = new Map<number, Intl.NumberFormat>();
function usGrouping(decimals: number): Intl.NumberFormat {
  let format = grouped.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    grouped.set(decimals, format);
  }
  return format;
}

const toNumber = (value: number | string | null | undefined): number =>
  typeof value === 'string' ? Number(value) : (value ?? Number.NaN);

export interface MoneyOptions {
  /** The network's currency symbol, written before the amount ("$", "€"). */
  symbol?: string;
  /** Digits after the point; the balance and payouts use 2. */
  decimals?: number;
}

/** 1234.5 → "$1,234.50", -3 → "-$3.00"; unknown → "n/a". */
export function formatMoney(
  amount: number | string | null | undefined,
  { symbol = '', decimals = 2 }: MoneyOptions = {},
): string {
  const value = toNumber(amount);
  if (isUnknown(amount) || isUnknown(value)) return NOT_AVAILABLE;
  const text = usGrouping(decimals).format(Math.abs(value));
  // A value that rounds to zero is shown without a minus ("-$0.00" reads as a debt).
  const negative = value < 0 && Number(text.replace(/,/g, '')) !== 0;
  return `${negative ? '-' : ''}${symbol}${text}`;
}

/** A count or amount with US-style grouping: 1234567 → "1,234,567"; unknown → "n/a". */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  const number = toNumber(value);
  if (isUnknown(value) || isUnknown(number)) return NOT_AVAILABLE;
  return usGrouping(decimals).format(number);
}

// Built once: a NumberFormat costs far more to build than to use, and a report formats thousands.
// At its first use, not while shared is evaluated (see i18n/store.ts on ICU's first load).
let percent: Intl.NumberFormat | undefined;
const percentFormat = () =>
  (percent ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));

/**
 * The conversion rate as "1 : N (p %)": one conversion per N clicks, N the rounded inverse of the
 * rate (at least 1), p the percentage with up to 2 decimals. 5 of 100 → "1 : 20 (5 %)".
 * Without clicks or without conversions there is no ratio to show: "n/a".
 */
export function formatConversionRate(
  conversions: number | null | undefined,
  clicks: number | null | undefined,
): string {
  if (isUnknown(conversions) || isUnknown(clicks) || conversions <= 0 || clicks <= 0)
    return NOT_AVAILABLE;
  const inverse = Math.max(1, Math.round(clicks / conversions));
  const percent = percentFormat().format((conversions / clicks) * 100);
  return `1 : ${usGrouping(0).format(inverse)} (${percent} %)`;
}
