// @vitest-environment node
// The claim form checks what the server would refuse before sending, and sends only what was
// typed: the time read in the publisher's timezone, the amount as a number, the offer's id.
import { describe, expect, it } from 'vitest';
import { findErrors } from '../../../src/shared/forms/check';
import {
  claimInputOf,
  claimRules,
  claimValuesOf,
} from '../../../src/parcels/reports/features/claims/lib/claim-values';

const empty = claimValuesOf(undefined);

describe('claim values', () => {
  it('asks for a click id or a transaction id, and a comment', () => {
    expect(findErrors(claimRules, empty)).toEqual({
      clickId: { id: 'reports.claim.idRequired' },
      comment: { id: 'shared.validation.required' },
    });
    const byTransaction = { ...empty, transactionId: 'CLM-1', comment: 'x' };
    expect(findErrors(claimRules, byTransaction)).toEqual({});
    expect(findErrors(claimRules, { ...byTransaction, clickId: '12a' })).toMatchObject({
      clickId: { id: 'reports.claim.clickIdDigits' },
    });
    expect(findErrors(claimRules, { ...byTransaction, amount: '1.234' })).toMatchObject({
      amount: { id: 'reports.claim.amountInvalid' },
    });
  });

  it('sends what was typed, the time in the publisher timezone', () => {
    const values = {
      ...claimValuesOf({ transactionId: 'CLM-1', offer: { value: '1006', label: '#1006 A' } }),
      clickId: ' 2100000001 ',
      convertedAt: '2026-11-30T10:00',
      amount: '12,5',
      comment: ' Sale ',
    };
    expect(claimInputOf(values, 'Europe/Prague', '/publisher/api/cdn/abc')).toEqual({
      clickId: '2100000001',
      transactionId: 'CLM-1',
      offerId: 1006,
      convertedAt: '2026-11-30T09:00:00.000Z',
      amount: 12.5,
      comment: 'Sale',
      screenshot: '/publisher/api/cdn/abc',
    });
    expect(claimInputOf({ ...empty, clickId: '1', comment: 'x' }, 'UTC', null)).toEqual({
      clickId: '1',
      offerId: null,
      convertedAt: null,
      amount: null,
      comment: 'x',
      screenshot: null,
    });
  });
});
