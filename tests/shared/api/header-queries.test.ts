// The header's figures, read by the shell and changed or shown by another parcel, share their keys
// and queries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balanceKeys,
  balanceQueryOptions,
  getUnseenAnnouncements,
  getUnseenNotifications,
  newsKeys,
  notificationKeys,
  unseenAnnouncementsQuery,
  unseenNotificationsQuery,
} from '../../../src/shared/api';
import { DEFAULT_CONFIG, setConfig } from '../../../src/shared/config';
import { json, stubFetch } from '../support';

beforeEach(() => setConfig(DEFAULT_CONFIG));
afterEach(() => vi.unstubAllGlobals());

const item = (id: number, publishedAt: string) => ({
  '@id': `/publisher/api/announcements/${id}`,
  id,
  title: `News ${id}`,
  publishedAt,
  previewImagePath: `/n/${id}.svg`,
  seen: false,
});

describe('header queries', () => {
  it('live under the prefixes a change invalidates', () => {
    expect(unseenNotificationsQuery().queryKey.slice(0, 1)).toEqual(notificationKeys.all);
    expect(notificationKeys.page(2, 10).slice(0, 1)).toEqual(notificationKeys.all);
    expect(unseenAnnouncementsQuery().queryKey.slice(0, 1)).toEqual(newsKeys.all);
    expect(newsKeys.article('7')).toEqual(['announcements', 'article', '7']);
  });

  it('read the unread count, 0 for an answer without one', async () => {
    stubFetch(() => json({ count: 4 }));
    expect(await getUnseenNotifications()).toBe(4);
    stubFetch(() => json({}));
    expect(await getUnseenNotifications()).toBe(0);
  });

  it('ask for the newest 3 unseen announcements and count them all', async () => {
    const requests = stubFetch(() =>
      json({
        'hydra:member': [item(5, '2025-05-01T00:00:00Z'), item(6, '2025-06-01T00:00:00Z')],
        'hydra:totalItems': 12,
      }),
    );
    const { latest, unread } = await getUnseenAnnouncements();
    expect(new URL(requests[0]?.url ?? '').search).toBe('?unseen=true&itemsPerPage=3');
    expect(latest.map((a) => a.id)).toEqual([6, 5]);
    expect(unread).toBe(12);
  });

  it('ask for the balance under one key, aborted with the signal given', async () => {
    const requests = stubFetch(() =>
      json({ balance: 12.5, currency: { name: 'USD', symbol: '$' } }),
    );
    const options = balanceQueryOptions();
    expect(options.queryKey).toEqual(balanceKeys.all);
    // A failure is the widget's and the page's to show: no retry, no notification.
    expect(options).toMatchObject({ retry: false, meta: { silent: true } });
    const signal = new AbortController().signal;
    expect(await options.queryFn({ signal })).toMatchObject({ balance: 12.5 });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/publisher/api/ch/balance');
  });
});
