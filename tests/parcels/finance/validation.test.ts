// The payout account rules (the server's texts, in its order) and the finance routes' search.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findErrors } from '../../../src/shared/forms';
import type { PaymentMethod } from '../../../src/parcels/finance/features/payments/api/payments';
import {
  accountRules,
  parseAmount,
  type AccountValues,
} from '../../../src/parcels/finance/features/payout-accounts/lib/validation';
import { balanceSearch, paymentsSearch } from '../../../src/parcels/finance/lib/search';

const PAYPAL: PaymentMethod = {
  '@id': '/publisher/api/payment_methods/1',
  id: 1,
  title: 'PayPal',
  minimalPaymentAmount: 50,
  accountFormat: {
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
    example: 'name@example.com',
    minLength: 6,
    contains: '@',
  },
  commission: { percent: 2, fixed: 0 },
  decimals: 2,
};
const rules = accountRules([PAYPAL], (amount) => `$${amount.toFixed(2)}`);
const errors = (values: Partial<AccountValues>) =>
  findErrors(rules, { paymentMethod: '1', account: '', minimalPaymentAmount: '', ...values });

describe('payout account rules', () => {
  it('asks for the method, the account and the minimal payment amount', () => {
    expect(errors({ paymentMethod: '' })).toEqual({
      paymentMethod: { id: 'finance.accounts.errors.method' },
      account: { id: 'finance.accounts.errors.account' },
      minimalPaymentAmount: { id: 'finance.accounts.errors.minimal' },
    });
  });

  it("checks the account against the method's length, required text and format", () => {
    const account = (value: string) => errors({ account: value, minimalPaymentAmount: '50' });
    expect(account('ab').account).toEqual({
      id: 'finance.accounts.errors.minLength',
      values: { count: 6 },
    });
    expect(account('abcdefg').account).toEqual({
      id: 'finance.accounts.errors.contains',
      values: { pattern: '@' },
    });
    expect(account('abc@defg').account).toEqual({
      id: 'finance.accounts.errors.format',
      values: { example: 'name@example.com' },
    });
    expect(account(' ann@example.com ')).toEqual({});
  });

  it("refuses an amount below the method's minimal payment", () => {
    const amount = (value: string) =>
      errors({ account: 'ann@example.com', minimalPaymentAmount: value }).minimalPaymentAmount;
    expect(amount('49.99')).toEqual({
      id: 'finance.accounts.errors.minimalTooLow',
      values: { method: 'PayPal', amount: '$50.00' },
    });
    expect(amount('12abc')).toEqual({ id: 'finance.accounts.errors.amount' });
    expect(amount('50')).toBeUndefined();
    expect(parseAmount('100,5')).toBe(100.5);
    expect(parseAmount('1.234')).toBeNaN();
  });
});

describe('finance search params', () => {
  it('keeps valid filters and drops invalid ones', () => {
    expect(
      v.parse(balanceSearch, {
        tab: 'promo',
        type: 'payment',
        page: 2,
        from: '2026-11-02',
        to: '2026-11-01',
      }),
    ).toMatchObject({
      tab: 'promo',
      type: 'payment',
      page: 2,
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(v.parse(balanceSearch, { tab: 'nope', type: 'refund' })).toMatchObject({
      tab: 'transactions',
      type: undefined,
    });
    expect(v.parse(paymentsSearch, { status: ['paid', 'declined'], method: '3' })).toMatchObject({
      tab: 'payments',
      status: ['paid', 'declined'],
      method: 3,
    });
    expect(v.parse(paymentsSearch, { status: ['lost'], method: 'x' })).toMatchObject({
      status: undefined,
      method: undefined,
    });
  });

  it("keeps the promo codes' and payout accounts' page and sort, and drops a broken one", () => {
    expect(
      v.parse(balanceSearch, {
        tab: 'promo',
        page: 2,
        pageSize: 20,
        sort: 'amount',
        order: 'desc',
      }),
    ).toMatchObject({ tab: 'promo', page: 2, pageSize: 20, sort: 'amount', order: 'desc' });
    expect(
      v.parse(paymentsSearch, { tab: 'accounts', page: 0, pageSize: 7, sort: '', order: 'up' }),
    ).toMatchObject({ tab: 'accounts', page: 1, pageSize: 10, sort: undefined, order: undefined });
  });
});
