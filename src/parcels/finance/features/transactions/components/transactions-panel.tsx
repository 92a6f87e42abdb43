import {
  DateRangePicker,
  ExportButton,
  FiltersDrawer,
  Select,
  TimezoneNotice,
  normalizeRange,
  useFormatOptions,
  useRouteSearch,
  useSetRouteSearch,
  useT,
  useTableSearch,
} from '@publisher-platform/shared';
import { balanceRoute } from '../../../routes';
import { TRANSACTION_TYPES, type TransactionType } from '../../../lib/search';
import { transactionFilters, useTransactions } from '../api/transactions';
import { TransactionList } from './transaction-list';

const ALL = 'all';

interface TypeFilter extends Record<string, unknown> {
  type: TransactionType | undefined;
}

/** The balance's transactions: date range, type filter, export and the paged list. */
export function TransactionsPanel() {
  const t = useT();
  const search = useRouteSearch(balanceRoute);
  const setSearch = useSetRouteSearch(balanceRoute);
  const [state, setState] = useTableSearch(balanceRoute);
  const { timeZone } = useFormatOptions();
  const range = normalizeRange(search, timeZone);
  const query = { range, type: search.type, page: search.page, pageSize: search.pageSize };
  const transactions = useTransactions(query);
  return (
    <div className="pp:flex pp:flex-col pp:gap-3" data-slot="transactions">
      <div
        data-slot="toolbar"
        className="pp:flex pp:flex-wrap pp:items-center pp:justify-between pp:gap-2"
      >
        {/* A new range or filter starts the list from its first page. */}
        <DateRangePicker value={search} onChange={(next) => void setSearch({ ...next, page: 1 })} />
        <div className="pp:flex pp:flex-wrap pp:gap-2">
          <FiltersDrawer<TypeFilter>
            value={{ type: search.type }}
            emptyValue={{ type: undefined }}
            onApply={(next) => void setSearch({ type: next.type, page: 1 })}
          >
            {(draft, change) => (
              <Select
                label={t('finance.transactions.type')}
                value={draft.type ?? ALL}
                onValueChange={(value) =>
                  change({ type: value === ALL ? undefined : (value as TransactionType) })
                }
                options={[
                  { value: ALL, label: t('finance.transactions.allTypes') },
                  ...TRANSACTION_TYPES.map((type) => ({
                    value: type,
                    label: t(`finance.transactions.types.${type}`),
                  })),
                ]}
              />
            )}
          </FiltersDrawer>
          <ExportButton
            path="ch/transactions/export"
            searchParams={transactionFilters(query)}
            fileName="transactions.csv"
          />
        </div>
      </div>
      <TimezoneNotice range={[range.from, range.to]} />
      <TransactionList
        rows={transactions.data?.items}
        total={transactions.data?.total}
        state={state}
        onStateChange={setState}
        loading={transactions.isPending}
        error={transactions.isError ? transactions.error : undefined}
        onRetry={() => void transactions.refetch()}
      />
    </div>
  );
}
