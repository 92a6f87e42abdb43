import { Dialog, notify, t as translate, useT } from '@publisher-platform/shared';
import {
  deleteAccount,
  updateAccount,
  useAccountChange,
  type PayoutAccount,
} from '../api/payout-accounts';
import { PinStep } from './pin-step';

export type AccountAction = 'activate' | 'delete';

export interface ConfirmPinDialogProps {
  target: { account: PayoutAccount; action: AccountAction } | null;
  onClose: () => void;
}

/** Makes an account active, or deletes one, once the mailed PIN confirms it. */
export function ConfirmPinDialog({ target, onClose }: ConfirmPinDialogProps) {
  const t = useT();
  const change = useAccountChange(
    ({ id, action, pin }: { id: number; action: AccountAction; pin: string }) =>
      action === 'delete' ? deleteAccount(id, pin) : updateAccount(id, { active: true, pin }),
  );
  const account = target?.account;
  const action = target?.action ?? 'activate';
  const name = account ? `${account.paymentMethod.title} · ${account.account}` : '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={t(
        action === 'delete' ? 'finance.accounts.deleteTitle' : 'finance.accounts.activateTitle',
      )}
      description={t(
        action === 'delete' ? 'finance.accounts.deleteText' : 'finance.accounts.activateText',
        { name },
      )}
    >
      {account && (
        <div className="pp:flex pp:flex-col pp:gap-4">
          {action === 'delete' && account.active && (
            <p
              role="alert"
              data-slot="active-warning"
              className="pp:m-0 pp:rounded-md pp:border pp:border-destructive pp:p-3 pp:text-sm pp:font-medium"
            >
              {t('finance.accounts.deleteActiveWarning')}
            </p>
          )}
          <PinStep
            key={`${action}-${account.id}`}
            confirmLabel={t(
              action === 'delete' ? 'finance.accounts.delete' : 'finance.accounts.makeActive',
            )}
            destructive={action === 'delete'}
            onCancel={onClose}
            onConfirm={async (pin) => {
              await change.mutateAsync({ id: account.id, action, pin });
              notify.success(
                translate(
                  action === 'delete' ? 'finance.accounts.deleted' : 'finance.accounts.activated',
                ),
              );
              onClose();
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
