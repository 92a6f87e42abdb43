/** The catalogue: offers, option lists, campaigns (launch / request), smartlinks. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

interface Page<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}
interface Offer {
  id: number;
  relativeId: number;
  status: number;
  offerStatus: number;
  disabled: boolean;
  category: { id: number };
  countriesAllowed: string[];
  countriesDenied: string[];
  payoutMax: number;
  trackingUrl: string | null;
}

const OPTION_LISTS = [
  '/publisher/api/categories',
  '/publisher/api/countries.jsonld',
  '/publisher/api/promo_channels',
  '/publisher/api/traffic_types',
  '/publisher/api/offer_goals/filter',
  '/publisher/api/offer_campaigns_filter',
  '/publisher/api/smartlink_campaigns_filter',
  '/publisher/api/smartlink_verticals',
];

export function offerSuite(api: ContractClient): void {
  describe('offers', () => {
    let demo: string;
    beforeAll(async () => {
      demo = await api.loginCookie('demo');
    });
    const offers = async (query: string) => {
      const res = await api.call('GET', '/publisher/api/offers', { cookie: demo, query });
      expect(res.status, query).toBe(200);
      return res.body as Page<Offer>;
    };

    it('pages the seeded catalogue and shows demo every listing status', async () => {
      const first = await offers('itemsPerPage=100');
      expect(first['hydra:totalItems']).toBeGreaterThanOrEqual(300);
      expect(first['hydra:member']).toHaveLength(100);
      const all = [
        ...first['hydra:member'],
        ...(await offers('itemsPerPage=100&page=2'))['hydra:member'],
        ...(await offers('itemsPerPage=100&page=3'))['hydra:member'],
        ...(await offers('itemsPerPage=100&page=4'))['hydra:member'],
      ];
      expect(new Set(all.map((o) => o.id)).size).toBe(first['hydra:totalItems']);
      expect(new Set(all.map((o) => o.status))).toEqual(new Set([-1, 0, 1, 2, 3, 4, 5, 10]));
      expect(all.some((o) => o.disabled && o.status === 10)).toBe(true);
      for (const o of all) expect(o.trackingUrl !== null).toBe([1, 5].includes(o.status));
    });

    it('filters by category, country, device, channel and status, searches and orders', async () => {
      const filtered = await offers('category=1&country=US&status=10,3&order[payout]=desc');
      for (const o of filtered['hydra:member']) {
        expect(o.category.id).toBe(1);
        expect([10, 3]).toContain(o.status);
        expect(
          o.countriesAllowed.includes('US') ||
            (o.countriesAllowed.length === 0 && !o.countriesDenied.includes('US')),
        ).toBe(true);
      }
      const payouts = filtered['hydra:member'].map((o) => o.payoutMax);
      expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
      expect((await offers('relativeId=1005'))['hydra:member'].map((o) => o.id)).toEqual([5]);
      expect((await offers('search=%231005'))['hydra:member'].map((o) => o.id)).toEqual([5]);
      expect((await offers('device=1&promoChannel=social'))['hydra:totalItems']).toBeGreaterThan(0);
      for (const query of [
        'page=0',
        'itemsPerPage=500',
        'status=x',
        'device=7',
        'order[nope]=asc',
      ]) {
        const res = await api.call('GET', '/publisher/api/offers', { cookie: demo, query });
        expect(res.status, query).toBe(400);
      }
    });

    it('shows one offer with goals, payouts per country, targeting and landing pages', async () => {
      const res = await api.call('GET', '/publisher/api/offers/{id}', { cookie: demo });
      expect(res.body).toMatchObject({
        id: 1,
        status: 1,
        description: expect.stringContaining('<p>'),
      });
      for (const id of ['99999', 'abc']) {
        const missing = await api.call('GET', '/publisher/api/offers/{id}', {
          cookie: demo,
          params: { id },
        });
        expect(missing.status).toBe(404);
      }
      const byRelative = await api.call(
        'GET',
        '/publisher/api/offers/by_relative_id/{relativeId}',
        {
          cookie: demo,
        },
      );
      expect(byRelative.body).toEqual(res.body);
      const { holdPeriodDays, decisions } = res.body as {
        holdPeriodDays: number;
        decisions: {
          decided: number;
          medianDecisionDays: number | null;
          declineRate: number | null;
        };
      };
      expect([0, 7, 14, 30, 45]).toContain(holdPeriodDays);
      if (decisions.decided === 0) expect(decisions.declineRate).toBeNull();
      else expect(decisions.declineRate).toBeGreaterThanOrEqual(0);
      // The internal id is not a relative id (those start at 1001 in the demo catalogue).
      for (const relativeId of ['1', '99999', 'abc']) {
        const missing = await api.call('GET', '/publisher/api/offers/by_relative_id/{relativeId}', {
          cookie: demo,
          params: { relativeId },
        });
        expect(missing.status, relativeId).toBe(404);
      }
      for (const path of ['/publisher/api/offer_creatives', '/publisher/api/landing_pages']) {
        const list = await api.call('GET', path, { cookie: demo, query: 'offer=1' });
        expect((list.body as Page<unknown>)['hydra:totalItems']).toBeGreaterThan(0);
        expect((await api.call('GET', path, { cookie: demo })).status).toBe(400);
      }
    });

    it('answers the option lists paged, 400 for a bad page', async () => {
      for (const path of OPTION_LISTS) {
        const res = await api.call('GET', path, { cookie: demo, query: 'itemsPerPage=2' });
        expect(res.status, path).toBe(200);
        expect((await api.call('GET', path, { cookie: demo, query: 'page=-1' })).status).toBe(400);
      }
      const countries = await api.call('GET', '/publisher/api/countries.jsonld', {
        cookie: demo,
        query: 'search=germ',
      });
      expect((countries.body as Page<unknown>)['hydra:member']).toEqual([
        { code: 'DE', name: 'Germany', popularCount: 690, popular: true },
      ]);
      expect((await api.call('GET', '/publisher/api/devices', { cookie: demo })).status).toBe(200);
    });

    it('launches an available offer and requests one on request, once', async () => {
      const [available] = (await offers('status=10&order[id]=desc'))['hydra:member'].filter(
        (o) => !o.disabled,
      );
      const [onRequest] = (await offers('status=3&order[id]=desc'))['hydra:member'].filter(
        (o) => !o.disabled,
      );
      const launch = await api.call('POST', '/publisher/api/campaigns', {
        cookie: demo,
        json: { offer: `/publisher/api/offers/${available?.id}`, action: 'launch' },
      });
      expect(launch.status).toBe(201);
      expect(launch.body).toMatchObject({ status: 1 });
      const again = await api.call('POST', '/publisher/api/campaigns', {
        cookie: demo,
        json: { offer: `/publisher/api/offers/${available?.id}`, action: 'launch' },
      });
      expect(again.status).toBe(422);
      const unsaid = await api.call('POST', '/publisher/api/campaigns', {
        cookie: demo,
        json: { offer: String(onRequest?.id), action: 'request', trafficType: '/x', country: 'ZZ' },
      });
      expect(unsaid.status).toBe(422);
      expect(unsaid.body).toMatchObject({
        violations: [
          { propertyPath: 'trafficType', message: 'Please specify a traffic type' },
          { propertyPath: 'country', message: 'Please select a country' },
        ],
      });
      const request = await api.call('POST', '/publisher/api/campaigns', {
        cookie: demo,
        json: {
          offer: String(onRequest?.id),
          action: 'request',
          trafficType: '/publisher/api/traffic_types/1',
          country: 'de',
        },
      });
      expect(request.body).toMatchObject({
        status: 4,
        trafficType: '/publisher/api/traffic_types/1',
        country: 'DE',
      });
      const bad = await api.call('POST', '/publisher/api/campaigns', { cookie: demo, json: {} });
      expect(bad.status).toBe(422);
    });
  });

  describe('smartlinks', () => {
    it('lists assigned smartlinks with ROLE_SMARTLINKS only, launches and requests', async () => {
      const demo = await api.loginCookie('demo');
      const list = await api.call('GET', '/publisher/api/smartlinks', {
        cookie: demo,
        query: 'itemsPerPage=100',
      });
      const items = (
        list.body as Page<{
          id: number;
          status: number;
          disabled: boolean;
          enabled: number;
          archived: boolean;
          trackingUrl: string | null;
        }>
      )['hydra:member'];
      expect(items.length).toBeGreaterThanOrEqual(20);
      expect(new Set(items.map((s) => s.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      expect(items.some((s) => s.disabled)).toBe(true);
      expect(items.some((s) => s.archived)).toBe(true);
      const nosmart = await api.loginCookie('nosmart');
      expect((await api.call('GET', '/publisher/api/smartlinks', { cookie: nosmart })).status).toBe(
        403,
      );
      expect(
        (await api.call('GET', '/publisher/api/smartlinks/{id}', { cookie: nosmart })).status,
      ).toBe(403);
      expect(
        (await api.call('GET', '/publisher/api/smartlinks', { cookie: demo, query: 'status=z' }))
          .status,
      ).toBe(400);
      expect(
        (await api.call('GET', '/publisher/api/smartlinks/{id}', { cookie: demo })).status,
      ).toBe(200);
      expect(
        (
          await api.call('GET', '/publisher/api/smartlinks/{id}', {
            cookie: demo,
            params: { id: '23' },
          })
        ).status,
      ).toBe(404);
      const BY_RELATIVE = '/publisher/api/smartlinks/by_relative_id/{relativeId}';
      const byId = await api.call('GET', '/publisher/api/smartlinks/{id}', { cookie: demo });
      const byRelative = await api.call('GET', BY_RELATIVE, { cookie: demo });
      expect(byRelative.body).toEqual(byId.body);
      expect(byRelative.body).toMatchObject({ id: 1, relativeId: 501 });
      expect((await api.call('GET', BY_RELATIVE, { cookie: nosmart })).status).toBe(403);
      for (const relativeId of ['1', '523', 'abc']) {
        const missing = await api.call('GET', BY_RELATIVE, {
          cookie: demo,
          params: { relativeId },
        });
        expect(missing.status, relativeId).toBe(404);
      }
      // Smartlink 13 is disabled itself (its vertical is not): live, yet no link.
      expect(items.find((s) => s.id === 13)).toMatchObject({
        status: 1,
        disabled: false,
        enabled: 0,
        trackingUrl: null,
      });
      const launchable = items.find(
        (s) => s.status === 4 && !s.disabled && s.enabled === 1 && !s.archived,
      );
      const launched = await api.call('POST', '/publisher/api/campaigns', {
        cookie: demo,
        json: { smartlink: `/publisher/api/smartlinks/${launchable?.id}`, action: 'launch' },
      });
      expect(launched.body).toMatchObject({ status: 1 });
      const disabled = items.find((s) => s.disabled);
      const refused = await api.call('POST', '/publisher/api/campaigns', {
        cookie: demo,
        json: { smartlink: String(disabled?.id), action: 'launch' },
      });
      expect(refused.status).toBe(422);
    });

    it("lists an assigned smartlink's creatives, each image downloadable", async () => {
      const demo = await api.loginCookie('demo');
      const path = '/publisher/api/smartlink_creatives';
      const list = await api.call('GET', path, { cookie: demo, query: 'smartlink=3' });
      const items = (
        list.body as Page<{ smartlink: string; width: number; height: number; imageUrl: string }>
      )['hydra:member'];
      // Smartlink 3 has 1 + 3 % 3 = 1 banner, sized by its id (seed).
      expect(items).toEqual([
        expect.objectContaining({
          smartlink: '/publisher/api/smartlinks/3',
          width: 320,
          height: 50,
        }),
      ]);
      const image = await fetch(`${api.origin()}${items[0]?.imageUrl}?download=1`);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(image.headers.get('content-disposition')).toMatch(
        /^attachment; filename="smartlink-creative-\d+-320x50\.svg"$/,
      );
      const byIri = await api.call('GET', path, {
        cookie: demo,
        query: 'smartlink=/publisher/api/smartlinks/4',
      });
      expect((byIri.body as Page<unknown>)['hydra:totalItems']).toBe(2);
      expect((await api.call('GET', path, { cookie: demo })).status).toBe(400);
      expect((await api.call('GET', path, { cookie: demo, query: 'smartlink=23' })).status).toBe(
        404,
      );
      const nosmart = await api.loginCookie('nosmart');
      expect((await api.call('GET', path, { cookie: nosmart, query: 'smartlink=3' })).status).toBe(
        403,
      );
    });
  });
}
