/** Support: notifications (list, mark read), news articles, FAQ, contacts, activation. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:itemsPerPage'?: number;
}
interface Notification {
  id: number;
  title: string;
  read: boolean;
}

export function supportSuite(api: ContractClient): void {
  describe('support', () => {
    let helpdesk: string;
    let trial: string;
    beforeAll(async () => {
      helpdesk = await api.loginCookie('helpdesk');
      trial = await api.loginCookie('trial');
    });
    const unseen = async (cookie: string) =>
      (await api.call('GET', '/publisher/api/notifications/unseen', { cookie })).body;

    it('pages notifications unread first and marks one, then all, as read', async () => {
      const first = await api.call('GET', '/publisher/api/notifications', {
        cookie: helpdesk,
        query: 'page=1&itemsPerPage=10',
      });
      const page = first.body as Collection<Notification>;
      expect(page['hydra:totalItems']).toBe(12);
      expect(page['hydra:itemsPerPage']).toBe(10);
      expect(page['hydra:member'].map((n) => n.read)).toEqual([
        ...Array<boolean>(4).fill(false),
        ...Array<boolean>(6).fill(true),
      ]);
      const second = await api.call('GET', '/publisher/api/notifications', {
        cookie: helpdesk,
        query: 'page=2&itemsPerPage=10',
      });
      expect((second.body as Collection<Notification>)['hydra:member']).toHaveLength(2);

      const one = await api.call('POST', '/publisher/api/notifications/{id}/mark_read', {
        cookie: helpdesk,
        params: { id: '202' },
      });
      expect(one.body).toMatchObject({ id: 202, read: true });
      expect(await unseen(helpdesk)).toEqual({ count: 3 });
      // Another publisher's notification looks like an unknown one.
      for (const id of ['1', '99999', 'abc']) {
        const missing = await api.call('POST', '/publisher/api/notifications/{id}/mark_read', {
          cookie: helpdesk,
          params: { id },
        });
        expect(missing.status, id).toBe(404);
      }
      const all = await api.call('POST', '/publisher/api/notifications/mark_read', {
        cookie: helpdesk,
      });
      expect(all.status).toBe(204);
      expect(await unseen(helpdesk)).toEqual({ count: 0 });
    });

    it('pages the news with their seen flag, opens an article and marks it seen', async () => {
      const list = await api.call('GET', '/publisher/api/announcements', {
        cookie: helpdesk,
        query: 'unseen=true&itemsPerPage=10&page=2',
      });
      const news = list.body as Collection<{ id: number; seen: boolean }>;
      expect(news['hydra:totalItems']).toBe(16);
      expect(news['hydra:member'].map((a) => a.id)).toEqual([12, 11, 10, 9, 8, 7]);
      const article = await api.call('GET', '/publisher/api/announcements/{id}', {
        cookie: helpdesk,
        params: { id: '7' },
      });
      expect(article.body).toMatchObject({ id: 7, seen: false });
      expect((article.body as { body: string }).body).toContain('<h2>');
      const seen = await api.call('POST', '/publisher/api/announcements/{id}/seen', {
        cookie: helpdesk,
        params: { id: '7' },
      });
      expect(seen.status).toBe(204);
      const again = await api.call('POST', '/publisher/api/announcements/{id}/seen', {
        cookie: helpdesk,
        params: { id: '7' },
      });
      expect(again.status).toBe(204);
      const after = await api.call('GET', '/publisher/api/announcements', {
        cookie: helpdesk,
        query: 'unseen=true',
      });
      expect(after.body).toMatchObject({ 'hydra:totalItems': 15, 'hydra:itemsPerPage': 30 });
      for (const path of [
        '/publisher/api/announcements/{id}',
        '/publisher/api/announcements/{id}/seen',
      ] as const) {
        const method = path.endsWith('seen') ? 'POST' : 'GET';
        const missing = await api.call(method, path, { cookie: helpdesk, params: { id: '999' } });
        expect(missing.status, path).toBe(404);
      }
    });

    it('answers the FAQ in the asked language, by category', async () => {
      const uk = await api.call('GET', '/publisher/api/faqs', {
        cookie: helpdesk,
        query: 'language=uk',
      });
      const faqs = uk.body as Collection<{ question: string; category: { title: string } }>;
      expect(faqs['hydra:totalItems']).toBe(7);
      expect(faqs['hydra:member'][0]).toMatchObject({
        question: 'Як активувати акаунт?',
        category: { id: 1, title: 'Початок роботи' },
      });
      const fallback = await api.call('GET', '/publisher/api/faqs', {
        cookie: helpdesk,
        query: 'language=xx',
      });
      expect((fallback.body as Collection<{ question: string }>)['hydra:member'][0]?.question).toBe(
        'How do I activate my account?',
      );
    });

    it("answers the network's general contacts", async () => {
      const contacts = await api.call('GET', '/publisher/api/support_contacts', { cookie: trial });
      expect(contacts.body).toEqual({
        email: 'support@acmeads.example',
        telegram: 'acmeads_support',
        skype: 'live:acmeads.support',
        teams: 'support@acmeads.example',
      });
    });

    it('records an activation request of a demo-mode account, once', async () => {
      const none = await api.call('GET', '/publisher/api/activation_requests', { cookie: trial });
      expect(none.body).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
      const long = await api.call('POST', '/publisher/api/activation_requests', {
        cookie: trial,
        json: { message: 'x'.repeat(1001) },
      });
      expect(long.status).toBe(422);
      expect(long.body).toMatchObject({ violations: [{ propertyPath: 'message' }] });
      const sent = await api.call('POST', '/publisher/api/activation_requests', {
        cookie: trial,
        json: { message: '  Push traffic, DE and AT.  ' },
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ status: 'pending', message: 'Push traffic, DE and AT.' });
      const twice = await api.call('POST', '/publisher/api/activation_requests', {
        cookie: trial,
        json: {},
      });
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({
        'hydra:description': 'Your activation request is already waiting for your manager.',
      });
      const active = await api.call('POST', '/publisher/api/activation_requests', {
        cookie: helpdesk,
        json: {},
      });
      expect(active.body).toMatchObject({
        'hydra:description': 'Your account is already active.',
      });
      const approve = await fetch(`${api.origin()}/__demo/activation_requests/approve`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'trial' }),
      });
      expect(approve.status).toBe(204);
      const profile = await api.call('GET', '/publisher/api/publishers/current', { cookie: trial });
      expect(profile.body).toMatchObject({ statusNew: false });
      const list = await api.call('GET', '/publisher/api/activation_requests', { cookie: trial });
      expect(list.body).toMatchObject({
        'hydra:member': [{ status: 'approved' }],
        'hydra:totalItems': 1,
      });
    });
  });
}
