import { useMemo, useRef } from 'react';
import {
  Button,
  DataTable,
  StatusDot,
  useT,
  useTableSearch,
  type DataTableColumn,
  type Translate,
  PencilIcon,
  TrashIcon,
} from '@publisher-platform/shared';
import type { Money } from '../../../lib/money';
import { useMoney } from '../../../lib/money';
import { paymentsRoute } from '../../../routes';
import type { PayoutAccount } from '../api/payout-accounts';
import type { AccountAction } from './confirm-pin-dialog';

interface Actions {
  onEdit: (account: PayoutAccount) => void;
  onAction: (account: PayoutAccount, action: AccountAction) => void;
}

function accountColumns(
  t: Translate,
  money: Money,
  actions: Actions,
): DataTableColumn<PayoutAccount>[] {
  const label = (account: PayoutAccount) => `${account.paymentMethod.title} ${account.account}`;
  return [
    {
      id: 'method',
      header: t('finance.accounts.method'),
      hideable: false,
      card: 'title',
      sortValue: (account) => account.paymentMethod.title,
      cell: (account) => account.paymentMethod.title,
      className: 'pp:font-medium',
    },
    {
      id: 'account',
      header: t('finance.accounts.account'),
      sortValue: (account) => account.account,
      cell: (account) => <span className="pp:break-all">{account.account}</span>,
    },
    {
      id: 'minimal',
      header: t('finance.accounts.minimal'),
      align: 'end',
      sortValue: (account) => account.minimalPaymentAmount,
      sortDescFirst: true,
      cell: (account) => money(account.minimalPaymentAmount),
    },
    {
      id: 'status',
      header: t('finance.accounts.status'),
      cell: (account) =>
        account.active ? (
          <StatusDot status="active" label={t('finance.accounts.active')} />
        ) : (
          <StatusDot status="archived" label={t('finance.accounts.inactive')} />
        ),
    },
    {
      id: 'actions',
      header: t('finance.accounts.actions'),
      hideHeader: true,
      hideable: false,
      align: 'end',
      card: 'actions',
      cell: (account) => (
        <div className="pp:flex pp:flex-wrap pp:justify-end pp:gap-1">
          {!account.active && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.onAction(account, 'activate')}
              aria-label={t('finance.accounts.makeActiveLabel', { name: label(account) })}
            >
              {t('finance.accounts.makeActive')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onEdit(account)}
            aria-label={t('finance.accounts.editLabel', { name: label(account) })}
          >
            <PencilIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => actions.onAction(account, 'delete')}
            aria-label={t('finance.accounts.deleteLabel', { name: label(account) })}
          >
            <TrashIcon />
          </Button>
        </div>
      ),
    },
  ];
}

export interface AccountListProps extends Actions {
  accounts: readonly PayoutAccount[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}

/** The payout accounts, the active one first and marked; page and sort live in the URL. */
export function AccountList({ accounts, loading, error, onRetry, ...handlers }: AccountListProps) {
  const t = useT();
  const money = useMoney();
  const [state, setState] = useTableSearch(paymentsRoute);
  // The columns stay the same objects while the page re-renders with new handlers.
  const actions = useRef(handlers);
  actions.current = handlers;
  const columns = useMemo(
    () =>
      accountColumns(t, money, {
        onEdit: (account) => actions.current.onEdit(account),
        onAction: (account, action) => actions.current.onAction(account, action),
      }),
    [t, money],
  );
  return (
    <DataTable
      label={t('finance.accounts.title')}
      columns={columns}
      data={accounts}
      getRowId={(account) => String(account.id)}
      rowAttributes={(account) => ({
        'data-account': account.account,
        'data-active': String(account.active),
      })}
      state={state}
      onStateChange={setState}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('finance.accounts.none')}
      storageKey="finance-accounts"
    />
  );
}
