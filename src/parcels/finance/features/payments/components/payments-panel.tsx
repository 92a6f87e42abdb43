import {
  DateRangePicker,
  FiltersDrawer,
  TimezoneNotice,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSetRouteSearch,
  useTableSearch,
} from '@publisher-platform/shared';
import { paymentsRoute } from '../../../routes';
import { usePaymentMethods, usePayments } from '../api/payments';
import { NO_PAYMENT_FILTERS, PaymentFilterFields, type PaymentFilters } from './payment-filters';
import { PaymentList } from './payment-list';

/** The payments: date range, status and method filters, and the paged list. */
export function PaymentsPanel() {
  const search = useRouteSearch(paymentsRoute);
  const setSearch = useSetRouteSearch(paymentsRoute);
  const [state, setState] = useTableSearch(paymentsRoute);
  const { timeZone } = useFormatOptions();
  const methods = usePaymentMethods();
  const range = normalizeRange(search, timeZone);
  const payments = usePayments({
    range,
    status: search.status,
    method: search.method,
    page: search.page,
    pageSize: search.pageSize,
  });
  const filters: PaymentFilters = { status: search.status ?? [], method: search.method };
  return (
    <div className="pp:flex pp:flex-col pp:gap-3" data-slot="payments">
      <div
        data-slot="toolbar"
        className="pp:flex pp:flex-wrap pp:items-center pp:justify-between pp:gap-2"
      >
        {/* A new range or filter starts the list from its first page. */}
        <DateRangePicker value={search} onChange={(next) => void setSearch({ ...next, page: 1 })} />
        <FiltersDrawer<PaymentFilters>
          value={filters}
          emptyValue={NO_PAYMENT_FILTERS}
          onApply={(next) =>
            void setSearch({
              status: next.status.length ? next.status : undefined,
              method: next.method,
              page: 1,
            })
          }
        >
          {(draft, change) => (
            <PaymentFilterFields draft={draft} change={change} methods={methods.data ?? []} />
          )}
        </FiltersDrawer>
      </div>
      <TimezoneNotice range={[range.from, range.to]} />
      <PaymentList
        rows={payments.data?.items}
        total={payments.data?.total}
        state={state}
        onStateChange={setState}
        loading={payments.isPending}
        error={payments.isError ? payments.error : undefined}
        onRetry={() => void payments.refetch()}
      />
    </div>
  );
}
