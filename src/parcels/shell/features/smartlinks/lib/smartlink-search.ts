import * as v from 'valibot';
import type { DataTableState } from '@publisher-platform/shared';
import { SMARTLINK_STATUSES, type SmartlinkAccess } from './smartlink-status';

export const smartlinkFilterEntries = {
  status: v.fallback(
    v.optional(v.pipe(v.array(v.picklist(SMARTLINK_STATUSES)), v.minLength(1))),
    undefined,
  ),
  vertical: v.fallback(
    v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1))),
    undefined,
  ),
  search: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))), undefined),
};

export interface SmartlinkFilters extends Record<string, unknown> {
  status: SmartlinkAccess[];
  vertical: number[];
}

export const NO_SMARTLINK_FILTERS: SmartlinkFilters = { status: [], vertical: [] };

/** The filters the drawer edits, from the route's search. */
export const filtersFromSearch = (search: SmartlinkListSearch): SmartlinkFilters => ({
  status: search.status ?? [],
  vertical: search.vertical ?? [],
});

/** Empty filters stay out of the URL. */
export const searchFromFilters = ({ status, vertical }: SmartlinkFilters) => ({
  status: status.length ? status : undefined,
  vertical: vertical.length ? vertical : undefined,
});

export interface SmartlinkListSearch extends DataTableState {
  status?: SmartlinkAccess[] | undefined;
  vertical?: number[] | undefined;
  search?: string | undefined;
}

export const SMARTLINK_TABS = ['overview', 'links_and_creatives', 'postback', 'shortlink'] as const;
export type SmartlinkTab = (typeof SMARTLINK_TABS)[number];

export function smartlinkQueryParams(search: SmartlinkListSearch): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: search.page,
    itemsPerPage: search.pageSize,
  };
  if (search.status?.length) params.status = search.status.join(',');
  if (search.vertical?.length) params.vertical = search.vertical.join(',');
  if (search.search) params.search = search.search;
  if (search.sort) params[`order[${search.sort}]`] = search.order ?? 'asc';
  return params;
}
