// Search-param schemas for routes' `validateSearch` (valibot is a Standard Schema). A URL is typed
// by people and old links, so no value may crash a page: every field falls back to its default and
// an invalid optional value is dropped. Compose them by spreading `.entries` into a route's own
// `v.object`; a date range additionally pipes through `sortDateRange()`.
import * as v from 'valibot';
import { getHistory } from './history';

// The router hands `?page=2` over as the number 2, `?page=abc` as a string and `?sort=7` as a
// number. The checks are plain predicates: every extra valibot function adds to the bytes of
// shared, which the login page downloads too.
const number = v.pipe(v.unknown(), v.transform(Number));
const isScalar = (input: unknown) => typeof input === 'string' || typeof input === 'number';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const tableSearch = v.object({
  page: v.fallback(
    v.optional(
      v.pipe(
        number,
        v.check((n) => Number.isInteger(n) && n >= 1),
      ),
      1,
    ),
    1,
  ),
  pageSize: v.fallback(
    v.optional(v.pipe(number, v.picklist(PAGE_SIZES)), PAGE_SIZES[0]),
    PAGE_SIZES[0],
  ),
  sort: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.check(isScalar),
        v.transform(String),
        v.check((id) => id.length > 0 && id.length <= 100),
      ),
    ),
    undefined,
  ),
  order: v.fallback(v.optional(v.picklist(SORT_ORDERS)), undefined),
});
/** @public the table pages' shared search hook adopts it (kept while that lands) */
export type TableSearch = v.InferOutput<typeof tableSearch>;
/** The defaults, for a route's `hideDefaults` search middleware (they stay out of the URL). */
export const TABLE_SEARCH_DEFAULTS = { page: 1, pageSize: PAGE_SIZES[0] } as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (2024-02-30 is not one). */
export function isDay(value: string): boolean {
  const parts = DAY.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const day = v.fallback(v.optional(v.pipe(v.string(), v.check(isDay))), undefined);

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Orders a range whose ends arrive reversed ('YYYY-MM-DD' strings compare as dates). */
export function sortDateRange<T extends DateRange>() {
  return v.transform<T, T>((value) =>
    value.from && value.to && value.from > value.to
      ? { ...value, from: value.to, to: value.from }
      : value,
  );
}

export const dateRangeEntries = { from: day, to: day };
export const dateRangeSearch = v.pipe(v.object(dateRangeEntries), sortDateRange());

/** `tab`: one of `values`, else `fallback` (the first value unless given). */
export function tabSearch<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number] = values[0],
) {
  return v.object({ tab: v.fallback(v.optional(v.picklist(values), fallback), fallback) });
}

/**
 * A route's search middleware that keeps default values out of the URL unless the URL already
 * carries that key: `/support` stays as typed rather than becoming `/support?tab=contacts`, while
 * `?tab=nope` is corrected to `?tab=contacts` and an explicit `?tab=contacts` link stays intact.
 */
export function hideDefaults(defaults: Readonly<Record<string, unknown>>) {
  return <T extends object>({ search, next }: { search: T; next: (search: T) => T }): T => {
    const result = { ...next(search) } as Record<string, unknown>;
    const inUrl = new URLSearchParams(getHistory().location.search);
    for (const [key, value] of Object.entries(defaults))
      if (result[key] === value && !inUrl.has(key)) delete result[key];
    return result as T;
  };
}
