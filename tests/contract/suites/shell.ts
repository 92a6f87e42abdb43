/** What the shell's header loads: balance, counters, news, competitions, option lists. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

export function shellSuite(api: ContractClient): void {
  describe('shell', () => {
    let demo: string;
    let nosmart: string;
    beforeAll(async () => {
      demo = await api.loginCookie('demo');
      nosmart = await api.loginCookie('nosmart');
    });

    it('serves the additional pages of the host config, one by one too (404 when unknown)', async () => {
      const list = await api.call('GET', '/publisher/api/additional_pages', { cookie: demo });
      expect(list.status).toBe(200);
      const pages = list.body as Collection<{ '@id': string; menuTitle: string; type: number }>;
      expect(pages['hydra:totalItems']).toBe(2);
      expect(pages['hydra:member'].map((p) => [p['@id'], p.menuTitle, p.type])).toEqual([
        ['/publisher/api/additional_pages/1', 'Network rules', 1],
        ['/publisher/api/additional_pages/2', 'Status page', 2],
      ]);
      const one = await api.call('GET', '/publisher/api/additional_pages/{id}', {
        cookie: demo,
        params: { id: '1' },
      });
      expect(one.body).toMatchObject({
        pageTitle: 'Network rules',
        html: '<h2>Rules</h2><p>Play fair.</p>',
      });
      const missing = await api.call('GET', '/publisher/api/additional_pages/{id}', {
        cookie: demo,
        params: { id: '99' },
      });
      expect(missing.status).toBe(404);
      expect((await api.call('GET', '/publisher/api/additional_pages')).status).toBe(401);
      const anonymous = await api.call('GET', '/publisher/api/additional_pages/{id}', {
        params: { id: '1' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('answers the balance and the unread notification count', async () => {
      const balance = await api.call('GET', '/publisher/api/ch/balance', { cookie: demo });
      // The balance is the finance ledger (approved payouts + promo credits - payments).
      const ledger = (await (
        await fetch(`${api.origin()}/__demo/finance/ledger?username=demo`)
      ).json()) as { balance: number };
      expect(balance.body).toEqual({
        balance: ledger.balance,
        currency: { name: 'USD', symbol: '$' },
      });
      const unseen = await api.call('GET', '/publisher/api/notifications/unseen', { cookie: demo });
      expect(unseen.body).toEqual({ count: 3 });
      const none = await api.call('GET', '/publisher/api/notifications/unseen', {
        cookie: nosmart,
      });
      expect(none.body).toEqual({ count: 0 });
    });

    it('lists unseen announcements newest first, with preview images', async () => {
      const unseen = await api.call('GET', '/publisher/api/announcements', {
        cookie: demo,
        query: 'unseen=true',
      });
      const news = unseen.body as Collection<{ id: number; previewImagePath: string }>;
      expect(news['hydra:totalItems']).toBe(4);
      expect(news['hydra:member'].map((a) => a.id)).toEqual([6, 5, 4, 3]);
      expect(news['hydra:member'][0]).toEqual({
        '@id': '/publisher/api/announcements/6',
        id: 6,
        title: 'Holiday support hours and payment schedule',
        publishedAt: '2025-06-27T16:00:00Z',
        previewImagePath: '/publisher-demo/news/6.svg',
        seen: false,
      });
      for (const item of news['hydra:member']) {
        const image = await fetch(api.origin() + item.previewImagePath);
        expect(image.headers.get('content-type')).toBe('image/svg+xml');
        expect(await image.text()).toContain('viewBox="0 0 80 80"');
      }
      const all = await api.call('GET', '/publisher/api/announcements', { cookie: demo });
      expect(all.body).toMatchObject({ 'hydra:totalItems': 16 });
      const seenAll = await api.call('GET', '/publisher/api/announcements', {
        cookie: nosmart,
        query: 'unseen=true',
      });
      expect(seenAll.body).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
    });

    it('lists the live competition of demo only', async () => {
      const live = await api.call('GET', '/publisher/api/competitions', {
        cookie: demo,
        query: 'status=live',
      });
      const { 'hydra:member': items } = live.body as Collection<Record<string, string>>;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ id: 1, title: 'Monthly top publishers', status: 'live' });
      const now = Date.now();
      expect(Date.parse(items[0]?.startDate ?? '')).toBeLessThanOrEqual(now);
      expect(Date.parse(items[0]?.endDate ?? '')).toBeGreaterThan(now);
      const all = await api.call('GET', '/publisher/api/competitions', { cookie: demo });
      expect(all.body).toMatchObject({ 'hydra:totalItems': 2 });
      const other = await api.call('GET', '/publisher/api/competitions', {
        cookie: nosmart,
        query: 'status=live',
      });
      expect(other.body).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
      const bad = await api.call('GET', '/publisher/api/competitions', {
        cookie: demo,
        query: 'status=soon',
      });
      expect(bad.status).toBe(400);
    });

    it('lists the languages and at least 30 time zones', async () => {
      const languages = await api.call('GET', '/publisher/api/languages', { cookie: demo });
      expect(languages.body).toEqual({
        'hydra:member': [
          { value: 'en', label: 'English', icon: 'gb' },
          { value: 'ru', label: 'Русский', icon: 'ru' },
          { value: 'uk', label: 'Українська', icon: 'ua' },
          { value: 'zh', label: '中文', icon: 'cn' },
        ],
        'hydra:totalItems': 4,
      });
      const zones = await api.call('GET', '/publisher/api/publisher/timezones', { cookie: demo });
      const { 'hydra:member': items } = zones.body as Collection<{ value: string; label: string }>;
      expect(items.length).toBeGreaterThanOrEqual(30);
      expect(items).toContainEqual({ value: 'UTC', label: '(UTC+00:00) UTC' });
      expect(items.map((z) => z.value)).toEqual(
        expect.arrayContaining(['Europe/Prague', 'America/New_York']),
      );
      for (const zone of items) expect(zone.label).toMatch(/^\(UTC[+-]\d{2}:\d{2}\) \S+$/);
    });
  });
}
