import { Select, TextField, useT, type useForm } from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import type { PaymentMethod } from '../../payments/api/payments';
import type { AccountValues } from '../lib/validation';

type AccountForm = ReturnType<typeof useForm<AccountValues>>;

/** Method, account (with the method's example) and minimal payment amount. */
export function AccountFields({
  form,
  methods,
}: {
  form: AccountForm;
  methods: readonly PaymentMethod[];
}) {
  const t = useT();
  const money = useMoney();
  const method = methods.find((m) => String(m.id) === form.values.paymentMethod);
  return (
    <>
      <Select
        label={t('finance.accounts.method')}
        placeholder={t('finance.accounts.methodPlaceholder')}
        required
        value={form.values.paymentMethod}
        error={form.errors.paymentMethod}
        onValueChange={(value) => {
          form.setValue('paymentMethod', value);
          const chosen = methods.find((m) => String(m.id) === value);
          // A new method suggests its own minimal payment until the amount is typed.
          if (chosen && !form.values.minimalPaymentAmount.trim())
            form.setValue('minimalPaymentAmount', String(chosen.minimalPaymentAmount));
        }}
        options={methods.map((m) => ({ value: String(m.id), label: m.title }))}
      />
      <TextField
        label={t('finance.accounts.account')}
        autoComplete="off"
        spellCheck={false}
        maxLength={255}
        required
        placeholder={method?.accountFormat.example}
        hint={
          method
            ? t('finance.accounts.example', { example: method.accountFormat.example })
            : undefined
        }
        {...form.field('account')}
      />
      <TextField
        label={t('finance.accounts.minimal')}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={
          method
            ? t('finance.accounts.minimalHint', { amount: money(method.minimalPaymentAmount) })
            : undefined
        }
        {...form.field('minimalPaymentAmount')}
      />
    </>
  );
}
