import { useState } from 'react';
import { Button, Dialog, notify, t as translate, useForm, useT } from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import { usePaymentMethods } from '../../payments/api/payments';
import {
  createAccount,
  updateAccount,
  useAccountChange,
  validateAccountPatch,
  validateNewAccount,
  type PayoutAccount,
  type PayoutAccountInput,
} from '../api/payout-accounts';
import { accountRules, parseAmount, type AccountValues } from '../lib/validation';
import { AccountFields } from './account-fields';
import { PinStep } from './pin-step';

const METHOD_IRI = '/publisher/api/payment_methods/';

const toInput = (values: AccountValues): PayoutAccountInput => ({
  paymentMethod: `${METHOD_IRI}${values.paymentMethod}`,
  account: values.account.trim(),
  minimalPaymentAmount: parseAmount(values.minimalPaymentAmount),
});

/** The details, checked by the server (validate), then the mailed PIN confirms the change. */
function AccountForm({ account, onDone }: { account: PayoutAccount | null; onDone: () => void }) {
  const t = useT();
  const money = useMoney();
  const methods = usePaymentMethods();
  const [step, setStep] = useState<'details' | 'pin'>('details');
  const save = useAccountChange((input: PayoutAccountInput) =>
    account ? updateAccount(account.id, input) : createAccount(input),
  );
  const form = useForm<AccountValues>({
    initialValues: {
      paymentMethod: account ? String(account.paymentMethod.id) : '',
      account: account?.account ?? '',
      minimalPaymentAmount: account ? String(account.minimalPaymentAmount) : '',
    },
    validate: accountRules(methods.data ?? [], money),
    onSubmit: async (values) => {
      const input = toInput(values);
      await (account ? validateAccountPatch(account.id, input) : validateNewAccount(input));
      setStep('pin');
    },
  });
  if (step === 'pin')
    return (
      <PinStep
        confirmLabel={t(account ? 'finance.accounts.save' : 'finance.accounts.add')}
        onCancel={onDone}
        onConfirm={async (pin) => {
          await save.mutateAsync({ ...toInput(form.values), pin });
          notify.success(
            translate(account ? 'finance.accounts.updated' : 'finance.accounts.added'),
          );
          onDone();
        }}
        onFieldErrors={(error) => {
          setStep('details');
          form.applyServerError(error);
        }}
      />
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      data-slot="account-form"
    >
      <AccountFields form={form} methods={methods.data ?? []} />
      <p className="pp:m-0 pp:text-xs pp:text-muted-foreground">{t('finance.accounts.pinNote')}</p>
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('finance.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting} disabled={methods.isPending}>
          {t('finance.accounts.continue')}
        </Button>
      </div>
    </form>
  );
}

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; a new one when absent. */
  account?: PayoutAccount | null;
}

/** Add or edit a payout account; the form is fresh each time the dialog opens. */
export function AccountDialog({ open, onOpenChange, account = null }: AccountDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t(account ? 'finance.accounts.editTitle' : 'finance.accounts.addTitle')}
    >
      {open && (
        <AccountForm
          key={account?.id ?? 'new'}
          account={account}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
