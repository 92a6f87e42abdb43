/** Changes to offers' terms: the log, the network's change (test switch), the "Changed" flag. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';
import { postJson } from '../harness';

/** The seed's account with the only access to offer #1056 (host-demo/features/offers/change-seed.mjs). */
const ACCOUNT = 'termwatch';
const OFFER = { id: 56, relativeId: 1056 };

interface Change {
  id: number;
  changedAt: string;
  field: string;
  oldValue: number | string[];
  newValue: number | string[];
  currency: string;
}
interface Row {
  id: number;
  changed_at: unknown;
  field: string;
  old_value: string;
  new_value: string;
}

export function offerChangeSuite(api: ContractClient): void {
  describe('offer term changes', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await api.loginCookie(ACCOUNT);
    });
    const db = () => api.demo().server.app.db;
    const changes = async (offerId = OFFER.id) => {
      const res = await api.call('GET', '/publisher/api/offers/{id}/changes', {
        cookie,
        params: { id: String(offerId) },
      });
      expect(res.status).toBe(200);
      return (res.body as { 'hydra:member': Change[] })['hydra:member'];
    };
    const flag = async (relativeId: number, as = cookie) => {
      const res = await api.call('GET', '/publisher/api/offers', {
        cookie: as,
        query: `relativeId=${relativeId}`,
      });
      return (res.body as { 'hydra:member': { changedSinceSeen: boolean }[] })['hydra:member'][0]
        ?.changedSinceSeen;
    };
    const change = (json: Record<string, unknown>) =>
      postJson(`${api.origin()}/__demo/offers/change`, { offer: OFFER.relativeId, ...json });
    const seen = (id: string) =>
      api.call('POST', '/publisher/api/offers/{id}/seen', { cookie, params: { id } });

    it('lists the changes the database holds, newest first', async () => {
      const rows = (await db().all(
        `SELECT id, changed_at, field, old_value, new_value FROM offer_changes
         WHERE offer_id = 19 ORDER BY changed_at DESC`,
      )) as unknown as Row[];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(
        (await changes(19)).map(({ id, changedAt, field, oldValue, newValue }) => ({
          id,
          changedAt,
          field,
          oldValue,
          newValue,
        })),
      ).toEqual(
        rows.map((row) => ({
          id: Number(row.id),
          changedAt: `${String(row.changed_at).replace(' ', 'T')}Z`,
          field: row.field,
          oldValue: JSON.parse(row.old_value) as unknown,
          newValue: JSON.parse(row.new_value) as unknown,
        })),
      );
      const missing = await api.call('GET', '/publisher/api/offers/{id}/changes', {
        cookie,
        params: { id: '999999' },
      });
      expect(missing.status).toBe(404);
    });

    it('marks only changes of the last 30 days on offers never opened', async () => {
      const demo = await api.loginCookie('demo');
      expect(await flag(1019, demo)).toBe(true); // changed 4 days ago
      expect(await flag(1003, demo)).toBe(false); // changed 75 days ago
      expect(await flag(OFFER.relativeId)).toBe(false); // changed 50 days ago
    });

    it('changes the offer for real, logs it and notifies who has access', async () => {
      const answer = await change({ field: 'holdPeriodDays', value: 21 });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ notified: [52] });
      const offer = await api.call('GET', '/publisher/api/offers/{id}', {
        cookie,
        params: { id: String(OFFER.id) },
      });
      expect(offer.body).toMatchObject({ holdPeriodDays: 21, changedSinceSeen: true });
      expect((await changes())[0]).toMatchObject({
        field: 'holdPeriodDays',
        oldValue: 7,
        newValue: 21,
      });
      const notes = await api.call('GET', '/publisher/api/notifications', { cookie });
      expect(JSON.stringify(notes.body)).toContain(
        'The terms of offer #1056 \\"Maple Meet Pro\\" changed: hold period.',
      );
      expect(await flag(OFFER.relativeId)).toBe(true);
      expect((await seen(String(OFFER.id))).status).toBe(204);
      expect(await flag(OFFER.relativeId)).toBe(false);
      expect((await seen('999999')).status).toBe(404);
    });

    it("writes the notification in the publisher's language and refuses bad changes", async () => {
      await db().run(`UPDATE publishers SET language = 'uk' WHERE username = $1`, [ACCOUNT]);
      try {
        expect((await change({ field: 'payout', value: 26.5 })).status).toBe(200);
      } finally {
        await db().run(`UPDATE publishers SET language = 'en' WHERE username = $1`, [ACCOUNT]);
      }
      const notes = await api.call('GET', '/publisher/api/notifications', { cookie });
      expect(JSON.stringify(notes.body)).toContain('Умови офера #1056 «Maple Meet Pro» змінилися');
      const [latest] = await changes();
      expect(latest).toMatchObject({ field: 'payout', newValue: 26.5, currency: 'USD' });
      const offer = await api.call('GET', '/publisher/api/offers/{id}', {
        cookie,
        params: { id: String(OFFER.id) },
      });
      expect(offer.body).toMatchObject({ payoutMin: 26.5, payoutMax: 26.5 });
      for (const json of [
        { field: 'colour', value: 1 },
        { field: 'payout', value: -1 },
        { field: 'countries', value: ['XX'] },
        { field: 'devices', value: 4 },
      ]) {
        expect((await change(json)).status, JSON.stringify(json)).toBe(400);
      }
      expect((await change({ offer: 1, field: 'payout', value: 5 })).status).toBe(404);
    });
  });
}
