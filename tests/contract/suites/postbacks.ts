/** Postbacks (CRUD, test, delivery log) and shortlinks (limit, domains, redirect). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

const LIST = '/publisher/api/publisher_postbacks';
const ITEM = '/publisher/api/publisher_postbacks/{id}';
const SHORT = '/publisher/api/campaign_short_links';

export function postbackSuite(api: ContractClient): void {
  describe('postbacks and shortlinks', () => {
    let demo: string;
    beforeAll(async () => {
      demo = await api.loginCookie('demo');
    });

    it('validates, adds, edits, tests and deletes a postback', async () => {
      const cases: [unknown, string, string][] = [
        [{ url: ' ' }, 'url', 'Postback URL should not be blank'],
        [{ url: 'ftp://x.example.com' }, 'url', 'Please, input correct url'],
        [
          { url: 'https://x.example.com/?a={nope}' },
          'url',
          'Parameter is not configured in the postback url',
        ],
        [{ url: 'https://x.example.com/', type: 'offer' }, 'offer', 'Offer is required'],
        [
          { url: 'https://x.example.com/?s={sum}', parameters: ['sum', 'track'] },
          'parameters',
          'Parameter is not configured in the postback url',
        ],
        [
          { url: 'https://x.example.com/?s={sum}', parameters: ['nope'] },
          'parameters',
          'Parameter is not configured in the postback url',
        ],
      ];
      for (const [json, propertyPath, message] of cases) {
        const res = await api.call('POST', LIST, { cookie: demo, json });
        expect(res.status).toBe(422);
        expect((res.body as { violations: unknown[] }).violations).toEqual([
          { propertyPath, message },
        ]);
      }
      const created = await api.call('POST', LIST, {
        cookie: demo,
        json: {
          url: 'https://t.example.com/pb?c={ext_click_id}&s={sum}',
          type: 'offer',
          offer: '/publisher/api/offers/1',
        },
      });
      expect(created.status).toBe(201);
      // The network gives the key; parameters left out are the URL's macros.
      expect(created.body).toMatchObject({
        key: expect.stringMatching(/^[0-9a-f]{16}$/),
        parameters: ['ext_click_id', 'sum'],
      });
      const { key } = created.body as { key: string };
      const id = String((created.body as { id: number }).id);
      expect((await api.call('GET', LIST, { cookie: demo })).status).toBe(200);
      const patched = await api.call('PATCH', ITEM, {
        cookie: demo,
        params: { id },
        json: { url: 'https://t.example.com/pb?tid={transaction_id}' },
        contentType: 'application/merge-patch+json',
      });
      expect(patched.body).toMatchObject({
        key,
        type: 'offer',
        url: 'https://t.example.com/pb?tid={transaction_id}',
        parameters: ['transaction_id'],
      });
      const unconfigured = await api.call('PATCH', ITEM, {
        cookie: demo,
        params: { id },
        json: { parameters: ['transaction_id', 'sum'] },
        contentType: 'application/merge-patch+json',
      });
      expect(unconfigured.status).toBe(422);
      expect((unconfigured.body as { violations: unknown[] }).violations).toEqual([
        { propertyPath: 'parameters', message: 'Parameter is not configured in the postback url' },
      ]);
      const invalid = await api.call('PATCH', ITEM, {
        cookie: demo,
        params: { id },
        json: { url: '' },
      });
      expect(invalid.status).toBe(422);
      const tested = await api.call('POST', `${LIST}/test`, {
        cookie: demo,
        json: { url: 'https://t.example.com/pb?s={sum}' },
      });
      expect(tested.body).toMatchObject({
        url: 'https://t.example.com/pb?s=1.50',
        statusCode: 200,
      });
      expect(
        (await api.call('POST', `${LIST}/test`, { cookie: demo, json: { url: '' } })).status,
      ).toBe(422);
      const log = await api.call('GET', `${LIST}/deliveries`, { cookie: demo });
      expect(
        (log.body as { 'hydra:member': { test: boolean }[] })['hydra:member'][0],
      ).toMatchObject({ test: true });
      expect((await api.call('DELETE', ITEM, { cookie: demo, params: { id } })).status).toBe(204);
      expect((await api.call('DELETE', ITEM, { cookie: demo, params: { id } })).status).toBe(404);
      expect(
        (await api.call('PATCH', ITEM, { cookie: demo, params: { id }, json: {} })).status,
      ).toBe(404);
    });

    it('shortens a tracking link, redirects it, deletes it and keeps the limit', async () => {
      const domains = await api.call('GET', '/publisher/api/proxy_domains/short_links', {
        cookie: demo,
      });
      const [network] = (domains.body as { 'hydra:member': { name: string }[] })['hydra:member'];
      const offer = await api.call('GET', '/publisher/api/offers/{id}', {
        cookie: demo,
        params: { id: '1' },
      });
      const targetUrl = `${(offer.body as { trackingUrl: string }).trackingUrl}?track=short`;
      const bad = await api.call('POST', SHORT, {
        cookie: demo,
        json: { targetUrl: 'https://x.example.com/', domain: 'nope' },
      });
      expect(bad.status).toBe(422);
      const ids: number[] = [];
      for (let n = 0; n < 10; n++) {
        const res = await api.call('POST', SHORT, {
          cookie: demo,
          json: { targetUrl, domain: network?.name },
        });
        expect(res.status).toBe(201);
        ids.push((res.body as { id: number }).id);
      }
      const over = await api.call('POST', SHORT, {
        cookie: demo,
        json: { targetUrl, domain: network?.name },
      });
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ 'hydra:description': 'Shortlinks limit exceeded' });
      const list = await api.call('GET', SHORT, { cookie: demo });
      const [first] = (list.body as { 'hydra:member': { code: string }[] })['hydra:member'];
      const redirect = await fetch(`${api.origin()}/s/${first?.code}`, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toContain('/click/');
      for (const id of ids) {
        expect(
          (await api.call('DELETE', `${SHORT}/{id}`, { cookie: demo, params: { id: String(id) } }))
            .status,
        ).toBe(204);
      }
      expect(
        (await api.call('DELETE', `${SHORT}/{id}`, { cookie: demo, params: { id: '999' } })).status,
      ).toBe(404);
    });
  });
}
