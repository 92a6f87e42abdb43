// The payout account rules as the server checks them, in the same order and words: a method;
// an account of the method's minimal length, containing its required text and matching its
// format (the message gives an example); a minimal payment amount not below the method's.
import { message, type FieldError, type FormRules } from '@publisher-platform/shared';
import type { PaymentMethod } from '../../payments/api/payments';

export interface AccountValues extends Record<string, unknown> {
  paymentMethod: string;
  account: string;
  minimalPaymentAmount: string;
}

/** "100", "100.5" or "100,50" → 100.5; NaN for anything else. */
export const parseAmount = (value: string): number => {
  const text = value.trim().replace(',', '.');
  return /^\d+(?:\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
};

export function accountProblem(account: string, method: PaymentMethod): FieldError | undefined {
  const { minLength, contains, pattern, example } = method.accountFormat;
  if (account.length < minLength)
    return message('finance.accounts.errors.minLength', { count: minLength });
  if (contains && !account.includes(contains))
    return message('finance.accounts.errors.contains', { pattern: contains });
  if (!new RegExp(pattern).test(account))
    return message('finance.accounts.errors.format', { example });
  return undefined;
}

export function accountRules(
  methods: readonly PaymentMethod[],
  money: (amount: number) => string,
): FormRules<AccountValues> {
  const methodOf = (values: AccountValues) =>
    methods.find((method) => String(method.id) === values.paymentMethod);
  return {
    paymentMethod: (value) => (value ? undefined : message('finance.accounts.errors.method')),
    account: (value, values) => {
      const account = String(value).trim();
      if (!account) return message('finance.accounts.errors.account');
      const method = methodOf(values);
      return method ? accountProblem(account, method) : undefined;
    },
    minimalPaymentAmount: (value, values) => {
      const text = String(value);
      if (!text.trim()) return message('finance.accounts.errors.minimal');
      const amount = parseAmount(text);
      if (Number.isNaN(amount)) return message('finance.accounts.errors.amount');
      const method = methodOf(values);
      if (method && amount < method.minimalPaymentAmount)
        return message('finance.accounts.errors.minimalTooLow', {
          method: method.title,
          amount: money(method.minimalPaymentAmount),
        });
      return undefined;
    },
  };
}
