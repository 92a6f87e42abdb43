/** Claims for missing and declined conversions: the refusals, filing, the network's answer. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

const CLAIMS = '/publisher/api/conversion_claims';
const MISSING_CLICK = '2100000001';
const DECLINED = 'CLM-DECLINED-1';

export function claimSuite(api: ContractClient): void {
  describe('conversion claims', () => {
    let claimer: string;
    beforeAll(async () => {
      claimer = await api.loginCookie('claimer');
    });
    const file = (json: Record<string, unknown>) =>
      api.call('POST', CLAIMS, { cookie: claimer, json: { comment: 'Sale on our side', ...json } });
    const violations = async (json: Record<string, unknown>) =>
      ((await file(json)).body as { violations: unknown[] }).violations;

    it('refuses claims the data does not allow, on their fields', async () => {
      expect(await violations({ clickId: '123' })).toEqual([
        { propertyPath: 'clickId', message: 'No click has this id.' },
      ]);
      expect(await violations({ transactionId: 'NOPE' })).toEqual([
        { propertyPath: 'transactionId', message: 'No conversion has this transaction id.' },
      ]);
      expect(await violations({ transactionId: 'CLM-APPROVED-1' })).toEqual([
        { propertyPath: 'transactionId', message: 'This conversion is already approved.' },
      ]);
      expect(await violations({ clickId: '2100000003' })).toEqual([
        { propertyPath: 'clickId', message: 'This click already has an approved conversion.' },
      ]);
      expect(await violations({ clickId: MISSING_CLICK, comment: ' ' })).toEqual([
        { propertyPath: 'comment', message: 'Field is required' },
      ]);
      // Another publisher's click is not found either.
      const demo = await api.loginCookie('demo');
      const other = await api.call('POST', CLAIMS, {
        cookie: demo,
        json: { clickId: MISSING_CLICK, comment: 'x' },
      });
      expect(other.status).toBe(422);
    });

    it('files a claim once, lists it, and shows the answer with a notification', async () => {
      const filed = await file({
        clickId: MISSING_CLICK,
        amount: 12.5,
        convertedAt: '2026-11-30T10:00:00Z',
      });
      expect(filed.status).toBe(201);
      expect(filed.body).toMatchObject({ clickId: MISSING_CLICK, status: 'open', amount: 12.5 });
      expect(await violations({ clickId: MISSING_CLICK })).toEqual([
        { propertyPath: 'clickId', message: 'This click is already claimed.' },
      ]);
      expect((await file({ transactionId: DECLINED })).status).toBe(201);
      expect(await violations({ transactionId: DECLINED })).toEqual([
        { propertyPath: 'transactionId', message: 'This conversion is already claimed.' },
      ]);
      const answered = await fetch(`${api.origin()}/__demo/claims/answer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'claimer', status: 'accepted', answer: 'Found it.' }),
      });
      expect(answered.status).toBe(200);
      const list = await api.call('GET', CLAIMS, { cookie: claimer });
      const items = (list.body as { 'hydra:member': { status: string; answer: string | null }[] })[
        'hydra:member'
      ];
      expect(items.map((c) => c.status)).toEqual(['accepted', 'open', 'rejected']);
      expect(items[0]?.answer).toBe('Found it.');
      const notes = await api.call('GET', '/publisher/api/notifications', { cookie: claimer });
      expect(JSON.stringify(notes.body)).toContain('was accepted: Found it.');
    });
  });
}
