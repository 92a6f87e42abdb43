import { useState } from 'react';
import { Button, useT, PlusIcon } from '@publisher-platform/shared';
import { usePayoutAccounts, type PayoutAccount } from '../api/payout-accounts';
import { AccountDialog } from './account-dialog';
import { AccountList } from './account-list';
import { ConfirmPinDialog, type AccountAction } from './confirm-pin-dialog';

/** Payout accounts: the list and its add / edit / make active / delete, each with a PIN. */
export function AccountsPanel() {
  const t = useT();
  const [formOpen, setFormOpen] = useState(false);
  const accounts = usePayoutAccounts();
  const [editing, setEditing] = useState<PayoutAccount | null>(null);
  const [target, setTarget] = useState<{ account: PayoutAccount; action: AccountAction } | null>(
    null,
  );
  const openForm = (account: PayoutAccount | null) => {
    setEditing(account);
    setFormOpen(true);
  };
  return (
    <div className="pp:flex pp:flex-col pp:gap-3" data-slot="accounts">
      <div className="pp:flex pp:justify-end">
        <Button onClick={() => openForm(null)}>
          <PlusIcon />
          {t('finance.accounts.addTitle')}
        </Button>
      </div>
      <AccountList
        accounts={accounts.data}
        loading={accounts.isPending}
        error={accounts.isError ? accounts.error : undefined}
        onRetry={() => void accounts.refetch()}
        onEdit={openForm}
        onAction={(account, action) => setTarget({ account, action })}
      />
      <AccountDialog open={formOpen} onOpenChange={setFormOpen} account={editing} />
      <ConfirmPinDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
