/** The publisher's proxy domains: list, export, add, edit, delete, validation and ownership. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

const LIST = '/publisher/api/proxy_domains';
const ITEM = '/publisher/api/proxy_domains/{id}';
const EXPORT = '/publisher/api/proxy_domains/export';
const BAD_NAME = 'Please, input correct domain name, e.g. track.example.com';

export function proxyDomainSuite(api: ContractClient): void {
  describe('proxy domains', () => {
    let demo: string;
    let nosmart: string;
    beforeAll(async () => {
      demo = await api.loginCookie('demo');
      nosmart = await api.loginCookie('nosmart');
    });

    it('lists the seeded domains of demo and none of others', async () => {
      const list = await api.call('GET', LIST, { cookie: demo });
      expect(list.body).toEqual({
        'hydra:member': [
          {
            '@id': '/publisher/api/proxy_domains/1',
            id: 1,
            name: 'track.demo-publisher.com',
            subdomain: 'track',
            certStatus: 1,
          },
          {
            '@id': '/publisher/api/proxy_domains/2',
            id: 2,
            name: 'go.deals.demo-publisher.com',
            subdomain: 'go',
            certStatus: 2,
          },
        ],
        'hydra:totalItems': 2,
      });
      expect((await api.call('GET', LIST, { cookie: nosmart })).body).toMatchObject({
        'hydra:totalItems': 0,
      });
    });

    it('exports the domains as a CSV file, 204 when there are none', async () => {
      const csv = await api.call('GET', EXPORT, { cookie: demo });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="domains-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(csv.text).toBe(
        'id,name,subdomain,certStatus\r\n' +
          '1,track.demo-publisher.com,track,1\r\n' +
          '2,go.deals.demo-publisher.com,go,2\r\n',
      );
      const none = await api.call('GET', EXPORT, { cookie: nosmart });
      expect(none.status).toBe(204);
      expect(none.text).toBe('');
    });

    it('validates names and subdomains', async () => {
      const cases: [unknown, { propertyPath: string; message: string }[]][] = [
        [
          {},
          [
            { propertyPath: 'name', message: BAD_NAME },
            { propertyPath: 'subdomain', message: 'Subdomain is required' },
          ],
        ],
        [{ name: 'example.com', subdomain: 'x' }, [{ propertyPath: 'name', message: BAD_NAME }]],
        [
          { name: 'bad_label.example.com', subdomain: 'x' },
          [{ propertyPath: 'name', message: BAD_NAME }],
        ],
        [{ name: 'a.example.123', subdomain: 'x' }, [{ propertyPath: 'name', message: BAD_NAME }]],
        [
          { name: 'ok.example.com', subdomain: '   ' },
          [{ propertyPath: 'subdomain', message: 'Subdomain is required' }],
        ],
        [
          { name: 'TRACK.demo-publisher.com', subdomain: 'x' },
          [{ propertyPath: 'name', message: 'This domain is already added.' }],
        ],
      ];
      for (const [json, violations] of cases) {
        const res = await api.call('POST', LIST, { json, cookie: demo });
        expect(res.status, JSON.stringify(json)).toBe(422);
        expect((res.body as { violations: unknown }).violations).toEqual(violations);
      }
    });

    it('adds, edits and deletes a domain', async () => {
      const created = await api.call('POST', LIST, {
        json: { name: 'Clicks.My-Site.org', subdomain: 'clicks' },
        cookie: demo,
      });
      expect(created.status).toBe(201);
      const domain = created.body as { id: number; '@id': string };
      expect(domain).toMatchObject({
        name: 'clicks.my-site.org',
        subdomain: 'clicks',
        certStatus: 2,
      });
      expect(created.headers.get('location')).toBe(domain['@id']);
      const id = String(domain.id);

      const renamed = await api.call('PATCH', ITEM, {
        params: { id },
        json: { subdomain: 'c2' },
        cookie: demo,
        contentType: 'application/merge-patch+json',
      });
      expect(renamed.body).toMatchObject({ name: 'clicks.my-site.org', subdomain: 'c2' });
      const duplicate = await api.call('PATCH', ITEM, {
        params: { id },
        json: { name: 'go.deals.demo-publisher.com' },
        cookie: demo,
      });
      expect(duplicate.status).toBe(422);
      const checkedAgain = await api.call('PATCH', ITEM, {
        params: { id: '1' },
        json: { name: 'new.demo-publisher.com' },
        cookie: demo,
      });
      expect(checkedAgain.body).toMatchObject({ name: 'new.demo-publisher.com', certStatus: 2 });

      expect((await api.call('DELETE', ITEM, { params: { id }, cookie: demo })).status).toBe(204);
      expect((await api.call('DELETE', ITEM, { params: { id }, cookie: demo })).status).toBe(404);
      expect((await api.call('GET', LIST, { cookie: demo })).body).toMatchObject({
        'hydra:totalItems': 2,
      });
    });

    it("answers 404 for unknown ids and other publishers' domains", async () => {
      for (const id of ['2', '999', 'abc']) {
        const patch = await api.call('PATCH', ITEM, {
          params: { id },
          json: { subdomain: 'x' },
          cookie: nosmart,
        });
        expect(patch.status, id).toBe(404);
        expect((await api.call('DELETE', ITEM, { params: { id }, cookie: nosmart })).status).toBe(
          404,
        );
      }
      expect((await api.call('GET', LIST, { cookie: demo })).body).toMatchObject({
        'hydra:totalItems': 2,
      });
    });
  });
}
