import { useMemo } from 'react';
import {
  DataTable,
  formatDateTime,
  useFormatOptions,
  useT,
  useTableSearch,
  type DataTableColumn,
} from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import { balanceRoute } from '../../../routes';
import { usePromoCodes, type PromoCode } from '../api/promo';
import { PromoForm } from './promo-form';

/** Promo codes: activation, and the codes activated so far with their amounts. */
export default function PromoPanel() {
  const t = useT();
  const money = useMoney();
  const { intl, timeZone } = useFormatOptions();
  const codes = usePromoCodes();
  const [state, setState] = useTableSearch(balanceRoute);
  const columns = useMemo<DataTableColumn<PromoCode>[]>(
    () => [
      {
        id: 'code',
        header: t('finance.promo.code'),
        sortValue: (row) => row.code,
        hideable: false,
        card: 'title',
        className: 'pp:font-medium',
      },
      {
        id: 'amount',
        header: t('finance.promo.amount'),
        align: 'end',
        sortValue: (row) => row.amount,
        sortDescFirst: true,
        cell: (row) => money(row.amount),
      },
      { id: 'description', header: t('finance.promo.description'), cell: (row) => row.description },
      {
        id: 'activatedAt',
        header: t('finance.promo.activatedAt'),
        sortValue: (row) => row.activatedAt,
        sortDescFirst: true,
        cell: (row) => formatDateTime(row.activatedAt, { intl, timeZone }),
      },
    ],
    [t, money, intl, timeZone],
  );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-slot="promo">
      <PromoForm />
      <h2 className="pp:text-base pp:font-semibold">{t('finance.promo.listTitle')}</h2>
      <DataTable
        label={t('finance.promo.listTitle')}
        columns={columns}
        data={codes.data}
        getRowId={(row) => String(row.id)}
        rowAttributes={(row) => ({ 'data-promo': row.code })}
        state={state}
        onStateChange={setState}
        loading={codes.isPending}
        error={codes.isError ? codes.error : undefined}
        onRetry={() => void codes.refetch()}
        storageKey="finance-promo"
      />
    </div>
  );
}
