import * as v from 'valibot';
import type { DataTableState } from '@publisher-platform/shared';
import { LISTING_STATUSES, type ListingStatus } from './status';

// The offers list's filters in the URL: `?category=[1,4]&country=["US"]&device=2&status=[10]`.
// Anything invalid is dropped rather than breaking the page.
const ids = v.fallback(
  v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1))),
  undefined,
);
const codes = v.fallback(
  v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/))), v.minLength(1), v.maxLength(50)),
  ),
  undefined,
);

export const offerFilterEntries = {
  category: ids,
  country: codes,
  device: v.fallback(v.optional(v.picklist([0, 1, 2])), undefined),
  promoChannel: codes,
  status: v.fallback(
    v.optional(v.pipe(v.array(v.picklist(LISTING_STATUSES)), v.minLength(1))),
    undefined,
  ),
  search: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))), undefined),
};

export interface OfferFilters extends Record<string, unknown> {
  category: number[];
  country: string[];
  device: 0 | 1 | 2 | null;
  promoChannel: string[];
  status: ListingStatus[];
}

export const NO_OFFER_FILTERS: OfferFilters = {
  category: [],
  country: [],
  device: null,
  promoChannel: [],
  status: [],
};

export interface OfferFilterSearch {
  category?: number[] | undefined;
  country?: string[] | undefined;
  device?: 0 | 1 | 2 | undefined;
  promoChannel?: string[] | undefined;
  status?: ListingStatus[] | undefined;
  search?: string | undefined;
}

export type OfferListSearch = OfferFilterSearch & DataTableState;

export const filtersFromSearch = (search: OfferFilterSearch): OfferFilters => ({
  category: search.category ?? [],
  country: search.country ?? [],
  device: search.device ?? null,
  promoChannel: search.promoChannel ?? [],
  status: search.status ?? [],
});

const listOrUndefined = <T>(list: T[]) => (list.length ? list : undefined);

/** Empty filters stay out of the URL. */
export const searchFromFilters = (filters: OfferFilters): OfferFilterSearch => ({
  category: listOrUndefined(filters.category),
  country: listOrUndefined(filters.country),
  device: filters.device ?? undefined,
  promoChannel: listOrUndefined(filters.promoChannel),
  status: listOrUndefined(filters.status),
});

const HASH_ID = /^#(\d{1,9})$/;

/**
 * The API's query: filters as comma lists, the search trimmed ('#123' looks up the relative id
 * when what follows the '#' is a number), the table's sort as `order[column]`.
 */
export function offerQueryParams(search: OfferListSearch): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: search.page,
    itemsPerPage: search.pageSize,
  };
  const join = (list: readonly (string | number)[] | undefined) =>
    list?.length ? list.join(',') : undefined;
  const entries: [string, string | number | undefined][] = [
    ['category', join(search.category)],
    ['country', join(search.country)],
    ['device', search.device],
    ['promoChannel', join(search.promoChannel)],
    ['status', join(search.status)],
  ];
  for (const [key, value] of entries) if (value !== undefined) params[key] = value;
  const text = search.search?.trim() ?? '';
  const id = HASH_ID.exec(text)?.[1];
  if (id !== undefined) params.relativeId = Number(id);
  else if (text) params.search = text;
  if (search.sort) params[`order[${search.sort}]`] = search.order ?? 'asc';
  return params;
}
