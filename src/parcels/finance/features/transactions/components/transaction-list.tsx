import { useMemo } from 'react';
import {
  DataTable,
  formatDateTime,
  useFormatOptions,
  useT,
  type DataTableColumn,
  type DataTableState,
} from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import type { Transaction } from '../api/transactions';

export interface TransactionListProps {
  rows: readonly Transaction[] | undefined;
  total: number | undefined;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}

/** The ledger's entries, newest first, one page from the server; the balance after each. */
export function TransactionList({ rows, total, ...table }: TransactionListProps) {
  const t = useT();
  const money = useMoney();
  const { intl, timeZone } = useFormatOptions();
  const columns = useMemo<DataTableColumn<Transaction>[]>(
    () => [
      {
        id: 'date',
        header: t('finance.transactions.date'),
        cell: (row) => formatDateTime(row.date, { intl, timeZone }),
        hideable: false,
        card: 'title',
        className: 'pp:whitespace-nowrap',
      },
      {
        id: 'type',
        header: t('finance.transactions.type'),
        cell: (row) => t(`finance.transactions.types.${row.type}`),
      },
      {
        id: 'details',
        header: t('finance.transactions.details'),
        cell: (row) =>
          row.type === 'earnings'
            ? t('finance.transactions.conversions', { count: row.conversions ?? 0 })
            : row.details,
      },
      {
        id: 'amount',
        header: t('finance.transactions.amount'),
        align: 'end',
        cell: (row) => (
          <span
            data-slot="amount"
            className={
              row.amount >= 0
                ? 'pp:whitespace-nowrap pp:font-medium pp:text-emerald-700 pp:dark:text-emerald-400'
                : 'pp:whitespace-nowrap pp:font-medium'
            }
          >
            {row.amount > 0 ? '+' : ''}
            {money(row.amount)}
          </span>
        ),
      },
      {
        id: 'balance',
        header: t('finance.transactions.balance'),
        align: 'end',
        cell: (row) => <span className="pp:whitespace-nowrap">{money(row.balance)}</span>,
      },
    ],
    [t, money, intl, timeZone],
  );
  return (
    <DataTable
      label={t('finance.transactions.title')}
      columns={columns}
      data={rows}
      total={total}
      getRowId={(row) => row.id}
      rowAttributes={(row) => ({ 'data-transaction': row.id, 'data-type': row.type })}
      storageKey="finance-transactions"
      {...table}
    />
  );
}
