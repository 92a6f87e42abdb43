import { useMemo } from 'react';
import {
  DataTable,
  formatMoney,
  useT,
  type DataTableColumn,
  type DataTableState,
  type Translate,
} from '@publisher-platform/shared';
import type { Smartlink } from '../api/smartlinks';
import { SmartlinkActionButton, SmartlinkStatus, SmartlinkTitle } from './smartlink-parts';

function columns(t: Translate): DataTableColumn<Smartlink>[] {
  return [
    {
      id: 'relativeId',
      header: t('shell.offers.id'),
      sortable: true,
      cell: (s) => `#${s.relativeId}`,
    },
    {
      id: 'title',
      header: t('shell.smartlinks.smartlink'),
      sortable: true,
      hideable: false,
      card: 'title',
      cell: (s) => <SmartlinkTitle smartlink={s} />,
    },
    { id: 'vertical', header: t('shell.smartlinks.vertical'), cell: (s) => s.vertical.title },
    {
      id: 'payout',
      header: t('shell.offers.payout'),
      sortable: true,
      sortDescFirst: true,
      cell: (s) => `${formatMoney(s.payout)} ${s.currency}`,
    },
    {
      id: 'status',
      header: t('shell.offers.statusTitle'),
      sortable: true,
      cell: (s) => <SmartlinkStatus smartlink={s} />,
    },
    {
      id: 'actions',
      header: t('shell.offers.action'),
      hideHeader: true,
      hideable: false,
      align: 'end',
      card: 'actions',
      cell: (s) => <SmartlinkActionButton smartlink={s} />,
    },
  ];
}

export function SmartlinkList(props: {
  smartlinks: readonly Smartlink[] | undefined;
  total: number | undefined;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <DataTable
      label={t('shell.smartlinks.title')}
      columns={cols}
      data={props.smartlinks}
      total={props.total ?? 0}
      getRowId={(s) => String(s.id)}
      rowAttributes={(s) => ({ 'data-smartlink': String(s.relativeId) })}
      state={props.state}
      onStateChange={props.onStateChange}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      storageKey="smartlinks"
    />
  );
}
