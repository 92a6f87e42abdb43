/** The reports: dashboard, grouped reports, referral, conversions, competitions, filter options. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `dateRange=${encodeURIComponent(`${day(-29)} 00:00:00 - ${day(0)} 23:59:59`)}`;
const EMPTY = `dateRange=${encodeURIComponent('2020-01-01 00:00:00 - 2020-01-02 23:59:59')}`;

interface Row {
  key: string;
  grouping: string;
  clicks: number | null;
  children?: Row[];
}
interface Report {
  grouping: string;
  totalCount: number;
  events: { rows: Row[]; total: { clicks: number | null } };
}

export function reportsSuite(api: ContractClient): void {
  describe('reports', () => {
    let demo: string;
    let nosmart: string;
    beforeAll(async () => {
      demo = await api.loginCookie('demo');
      nosmart = await api.loginCookie('nosmart');
    });

    it('answers the dashboard and its impressions, 400 for a broken range', async () => {
      const board = await api.call('GET', '/publisher/api/ch/dashboard', {
        cookie: demo,
        query: RANGE,
      });
      expect(board.status).toBe(200);
      const body = board.body as {
        kpi: { clicks: number };
        chart: { bucket: string; points: unknown[] };
      };
      expect(body.kpi.clicks).toBeGreaterThan(0);
      expect(body.chart).toMatchObject({ bucket: 'day' });
      expect(body.chart.points).toHaveLength(30);
      const oneDay = await api.call('GET', '/publisher/api/ch/dashboard', {
        cookie: demo,
        query: `date=${day(-1)}`,
      });
      expect(oneDay.body).toMatchObject({ chart: { bucket: 'hour' } });
      const impressions = await api.call('GET', '/publisher/api/ch/dashboard/impressions', {
        cookie: demo,
        query: RANGE,
      });
      expect((impressions.body as { impressions: number }).impressions).toBeGreaterThan(0);
      for (const path of ['/publisher/api/ch/dashboard', '/publisher/api/ch/dashboard/impressions'])
        expect(
          (await api.call('GET', path, { cookie: demo, query: 'dateRange=yesterday' })).status,
        ).toBe(400);
    });

    it('groups every report, nests offers, totals the rows and falls back to date', async () => {
      for (const path of ['summary', 'revenue', 'goal_performance']) {
        const res = await api.call('GET', `/publisher/api/ch/reports/${path}`, {
          cookie: demo,
          query: `${RANGE}&grouping=country`,
        });
        const report = res.body as Report;
        expect(report.grouping).toBe('country');
        const sum = report.events.rows.reduce((a, r) => a + (r.clicks ?? 0), 0);
        expect(sum).toBe(report.events.total.clicks);
        expect(new Set(report.events.rows.map((r) => r.key)).size).toBe(report.events.rows.length);
        expect(
          (
            await api.call('GET', `/publisher/api/ch/reports/${path}`, {
              cookie: demo,
              query: 'grouping=nope',
            })
          ).status,
        ).toBe(400);
      }
      const offers = (
        await api.call('GET', '/publisher/api/ch/reports/summary', {
          cookie: demo,
          query: `${RANGE}&grouping=offerCampaign`,
        })
      ).body as Report;
      expect(offers.events.rows[0]?.children?.[0]?.grouping).toBe('subOfferCampaign');
      const goal = (
        await api.call('GET', '/publisher/api/ch/reports/summary', {
          cookie: demo,
          query: 'grouping=offerGoal',
        })
      ).body as Report;
      expect(goal.grouping).toBe('date');
      const smart = (
        await api.call('GET', '/publisher/api/ch/reports/summary', {
          cookie: nosmart,
          query: 'grouping=smartlinkCampaign',
        })
      ).body as Report;
      expect(smart.grouping).toBe('date');
      const hour = (
        await api.call('GET', '/publisher/api/ch/reports/summary', {
          cookie: demo,
          query: `date=${day(-1)}&grouping=hour`,
        })
      ).body as Report;
      // Quiet night hours of a weekend can have no clicks in the small contract store, and hours
      // without clicks have no row: the rows are checked against the day's total instead.
      expect(hour.events.rows.length).toBeGreaterThanOrEqual(12);
      expect(hour.events.rows.every((r) => r.grouping === 'hour')).toBe(true);
      expect(new Set(hour.events.rows.map((r) => r.key)).size).toBe(hour.events.rows.length);
      const wholeDay = (
        await api.call('GET', '/publisher/api/ch/reports/summary', {
          cookie: demo,
          query: `date=${day(-1)}&grouping=date`,
        })
      ).body as Report;
      const hourly = hour.events.rows.reduce((a, r) => a + (r.clicks ?? 0), 0);
      expect(hourly).toBe(wholeDay.events.total.clicks);
      expect(hourly).toBeGreaterThan(0);
    });

    it('answers the referral report and its CSV, 204 when empty', async () => {
      const report = await api.call('GET', '/publisher/api/ch/reports/referral', {
        cookie: demo,
        query: `${RANGE}&grouping=referral`,
      });
      expect((report.body as Report).events.rows.length).toBeGreaterThan(0);
      expect(
        (
          await api.call('GET', '/publisher/api/ch/reports/referral', {
            cookie: demo,
            query: 'grouping=offer',
          })
        ).status,
      ).toBe(400);
      const csv = await api.call('GET', '/publisher/api/ch/reports/referral/export', {
        cookie: demo,
        query: RANGE,
      });
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="referral-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(
        (
          await api.call('GET', '/publisher/api/ch/reports/referral/export', {
            cookie: demo,
            query: EMPTY,
          })
        ).status,
      ).toBe(204);
      expect(
        (
          await api.call('GET', '/publisher/api/ch/reports/referral/export', {
            cookie: demo,
            query: 'referral=abc',
          })
        ).status,
      ).toBe(400);
    });

    it.each([
      ['summary', 'summary'],
      ['revenue', 'revenue'],
      ['goal_performance', 'goal-performance'],
    ])('exports the %s report as the CSV of its rows, 204 when empty', async (path, name) => {
      const query = `${RANGE}&grouping=country&sort=clicks&order=desc`;
      const report = await api.call('GET', `/publisher/api/ch/reports/${path}`, {
        cookie: demo,
        query,
      });
      const csv = await api.call('GET', `/publisher/api/ch/reports/${path}/export`, {
        cookie: demo,
        query,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const lines = String(csv.body).trimEnd().split('\r\n');
      const rows = (report.body as Report).events.rows;
      expect(lines[0]).toMatch(/^grouping,value,label,clicks,conversions,/);
      expect(lines.length).toBe(rows.length + 1);
      expect(lines[1]?.split(',').slice(0, 4)).toEqual([
        'country',
        String((rows[0] as Row & { value: string }).value),
        String((rows[0] as Row & { label: string }).label),
        String(rows[0]?.clicks),
      ]);
      const empty = await api.call('GET', `/publisher/api/ch/reports/${path}/export`, {
        cookie: demo,
        query: EMPTY,
      });
      expect(empty.status).toBe(204);
      const broken = await api.call('GET', `/publisher/api/ch/reports/${path}/export`, {
        cookie: demo,
        query: 'grouping=nothing',
      });
      expect(broken.status).toBe(400);
    });

    it('pages the conversions and exports them, 204 when empty', async () => {
      const page = await api.call('GET', '/publisher/api/ch/conversions', {
        cookie: demo,
        query: `${RANGE}&itemsPerPage=5&status=approved`,
      });
      const list = page.body as {
        'hydra:member': { status: string }[];
        'hydra:totalItems': number;
      };
      expect(list['hydra:member']).toHaveLength(5);
      expect(list['hydra:member'].every((c) => c.status === 'approved')).toBe(true);
      expect(
        (
          await api.call('GET', '/publisher/api/ch/conversions', {
            cookie: demo,
            query: 'status=lost',
          })
        ).status,
      ).toBe(400);
      const csv = await api.call('GET', '/publisher/api/ch/conversions/export', {
        cookie: demo,
        query: `date=${day(-1)}`,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(/filename="conversions-/);
      expect(
        (
          await api.call('GET', '/publisher/api/ch/conversions/export', {
            cookie: demo,
            query: EMPTY,
          })
        ).status,
      ).toBe(204);
      expect(
        (
          await api.call('GET', '/publisher/api/ch/conversions/export', {
            cookie: demo,
            query: 'status=lost',
          })
        ).status,
      ).toBe(400);
    });

    it('pages the clicks newest first, with what converted, as the database holds them', async () => {
      const db = api.demo().server.app.db;
      const last = await db.get(
        `SELECT c.id, c.country, EXISTS (SELECT 1 FROM conversions v WHERE v.click_id = c.id) AS converted
         FROM clicks c JOIN publishers p ON p.id = c.publisher_id WHERE p.username = 'demo'
         ORDER BY c.clicked_at DESC, c.id DESC LIMIT 1`,
      );
      const page = await api.call('GET', '/publisher/api/ch/clicks', {
        cookie: demo,
        query: `${RANGE}&itemsPerPage=3`,
      });
      const list = page.body as {
        'hydra:member': { id: number; country: string; converted: boolean }[];
        'hydra:totalItems': number;
      };
      expect(list['hydra:member']).toHaveLength(3);
      expect(list['hydra:member'][0]).toMatchObject({
        id: Number(last?.id),
        country: last?.country,
        converted: Boolean(last?.converted),
      });
      expect(list['hydra:totalItems']).toBeGreaterThan(0);
      const country = await api.call('GET', '/publisher/api/ch/clicks', {
        cookie: demo,
        query: `${RANGE}&country=${String(last?.country)}&itemsPerPage=100`,
      });
      const inCountry = (country.body as typeof list)['hydra:member'];
      expect(inCountry.every((c) => c.country === last?.country)).toBe(true);
      const refused = await api.call('GET', '/publisher/api/ch/clicks', {
        cookie: demo,
        query: 'offerCampaignRelativeId=first',
      });
      expect(refused.status).toBe(400);
    });

    it('gives declined and reversed conversions a reason, filters by it and exports it', async () => {
      const YEAR = `dateRange=${encodeURIComponent(`${day(-364)} 00:00:00 - ${day(0)} 23:59:59`)}`;
      type Row = {
        status: string;
        reason: { code: string; text: string | null } | null;
        expectedDecisionAt: string | null;
        createdAt: string;
      };
      const page = (query: string) =>
        api
          .call('GET', '/publisher/api/ch/conversions', { cookie: demo, query })
          .then((res) => (res.body as { 'hydra:member': Row[] })['hydra:member']);
      const decided = await page(`${YEAR}&itemsPerPage=100&status=declined,reversed`);
      expect(decided.length).toBeGreaterThan(0);
      expect(decided.every((c) => c.reason !== null)).toBe(true);
      const pending = await page(`${YEAR}&itemsPerPage=20&status=pending`);
      expect(pending.every((c) => c.reason === null && c.expectedDecisionAt !== null)).toBe(true);
      expect(
        pending.every((c) => Date.parse(c.expectedDecisionAt ?? '') >= Date.parse(c.createdAt)),
      ).toBe(true);
      const duplicates = await page(`${YEAR}&itemsPerPage=100&reason=duplicate`);
      expect(duplicates.length).toBeGreaterThan(0);
      expect(duplicates.every((c) => c.reason?.code === 'duplicate')).toBe(true);
      const bad = await api.call('GET', '/publisher/api/ch/conversions', {
        cookie: demo,
        query: 'reason=lost',
      });
      expect(bad.status).toBe(400);
      const csv = await api.call('GET', '/publisher/api/ch/conversions/export', {
        cookie: demo,
        query: `${YEAR}&reason=duplicate`,
      });
      const [header, first] = String(csv.body).split('\r\n');
      expect(header).toMatch(/,reason,reasonText,expectedDecisionDate,expectedPaymentDate$/);
      expect(first).toContain(',duplicate,');
    });

    it('lists competitions with standings and the filter options', async () => {
      const standings = await api.call('GET', '/publisher/api/competitions.jsonld', {
        cookie: demo,
      });
      const [live] = (
        standings.body as {
          'hydra:member': { status: string; position: number; leaderboard: unknown[] }[];
        }
      )['hydra:member'];
      expect(live).toMatchObject({ status: 'live' });
      expect(live?.position).toBeGreaterThan(0);
      const offers = await api.call('GET', '/publisher/api/ch/reports/options/{kind}', {
        cookie: demo,
        params: { kind: 'offers' },
      });
      expect((offers.body as { 'hydra:totalItems': number })['hydra:totalItems']).toBeGreaterThan(
        0,
      );
      const countries = await api.call('GET', '/publisher/api/ch/reports/options/{kind}', {
        cookie: demo,
        params: { kind: 'country' },
      });
      expect(countries.status).toBe(200);
      const unknown = await api.call('GET', '/publisher/api/ch/reports/options/{kind}', {
        cookie: demo,
        params: { kind: 'planets' },
      });
      expect(unknown.status).toBe(404);
    });
  });
}
