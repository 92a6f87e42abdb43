// The finance routes' search params: the URL keeps the tab, date range, filters and the table's
// page, size and sort of every finance screen. The tabs of a route share the table's params: the
// shown tab's list owns them.
import * as v from 'valibot';
import {
  PAYMENT_STATUSES,
  TABLE_SEARCH_DEFAULTS,
  dateRangeEntries,
  sortDateRange,
  tableSearch,
  tabSearch,
} from '@publisher-platform/shared';

export const TRANSACTION_TYPES = ['earnings', 'promo', 'payment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export { PAYMENT_STATUSES };
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const BALANCE_TABS = ['transactions', 'promo'] as const;
export const PAYMENTS_TABS = ['payments', 'accounts'] as const;

const optional = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

export const balanceSearch = v.pipe(
  v.object({
    ...tableSearch.entries,
    ...dateRangeEntries,
    ...tabSearch(BALANCE_TABS).entries,
    type: optional(v.picklist(TRANSACTION_TYPES)),
  }),
  sortDateRange(),
);

export const paymentsSearch = v.pipe(
  v.object({
    ...tableSearch.entries,
    ...dateRangeEntries,
    ...tabSearch(PAYMENTS_TABS).entries,
    status: optional(v.pipe(v.array(v.picklist(PAYMENT_STATUSES)), v.minLength(1))),
    method: optional(
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.check((n) => Number.isInteger(n) && n > 0),
      ),
    ),
  }),
  sortDateRange(),
);

/** Another tab shows another list: it opens on its first page, in its own order. */
export const FIRST_PAGE = { page: 1, sort: undefined, order: undefined };

export const BALANCE_DEFAULTS = { ...TABLE_SEARCH_DEFAULTS, tab: BALANCE_TABS[0] };
export const PAYMENTS_DEFAULTS = { ...TABLE_SEARCH_DEFAULTS, tab: PAYMENTS_TABS[0] };
