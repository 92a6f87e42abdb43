import { useMemo } from 'react';
import {
  DataTable,
  formatDateTime,
  formatDayRange,
  useFormatOptions,
  useT,
  type DataTableColumn,
  type DataTableState,
} from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import type { Payment } from '../api/payments';
import { PaymentStatusLabel } from './payment-status';
import { StatementLinks } from './statement-links';

export interface PaymentListProps {
  rows: readonly Payment[] | undefined;
  total: number | undefined;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}

/** Payments, newest first, one page from the server; amounts with the method's decimals. */
export function PaymentList({ rows, total, ...table }: PaymentListProps) {
  const t = useT();
  const money = useMoney();
  const { intl, timeZone } = useFormatOptions();
  const columns = useMemo<DataTableColumn<Payment>[]>(
    () => [
      {
        id: 'date',
        header: t('finance.payments.date'),
        cell: (row) => formatDateTime(row.createdAt, { intl, timeZone }),
        hideable: false,
        card: 'title',
        className: 'pp:whitespace-nowrap',
      },
      {
        id: 'period',
        header: t('finance.payments.period'),
        cell: (row) => formatDayRange({ from: row.periodFrom, to: row.periodTo }, { intl }),
      },
      {
        id: 'method',
        header: t('finance.payments.method'),
        cell: (row) => (
          <span className="pp:flex pp:flex-col">
            <span>{row.paymentMethod.title}</span>
            <span className="pp:text-xs pp:text-muted-foreground pp:break-all">{row.account}</span>
          </span>
        ),
      },
      { id: 'notes', header: t('finance.payments.notes'), cell: (row) => row.notes },
      {
        id: 'amount',
        header: t('finance.payments.amount'),
        align: 'end',
        cell: (row) => (
          <span className="pp:whitespace-nowrap pp:font-medium">
            {money(row.amount, row.decimals)}
          </span>
        ),
      },
      {
        id: 'commission',
        header: t('finance.payments.commission'),
        align: 'end',
        cell: (row) => (
          <span className="pp:whitespace-nowrap">{money(row.commission, row.decimals)}</span>
        ),
      },
      {
        id: 'status',
        header: t('finance.payments.statusLabel'),
        cell: (row) => <PaymentStatusLabel status={row.status} />,
      },
      {
        id: 'statement',
        header: t('finance.payments.statement'),
        cell: (row) => <StatementLinks payment={row} />,
      },
    ],
    [t, money, intl, timeZone],
  );
  return (
    <DataTable
      label={t('finance.payments.title')}
      columns={columns}
      data={rows}
      total={total}
      getRowId={(row) => String(row.id)}
      rowAttributes={(row) => ({ 'data-payment': String(row.id), 'data-status': row.status })}
      storageKey="finance-payments"
      {...table}
    />
  );
}
