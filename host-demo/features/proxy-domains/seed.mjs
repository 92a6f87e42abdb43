// @ts-check
import { insertRows } from '../../lib/db.mjs';

/** Tracking domains of the demo publisher (GET /publisher/api/proxy_domains). */

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedProxyDomains({ db }) {
  // No ids: the sequence numbers them 1, 2 so that later inserts continue after them.
  await insertRows(db, 'proxy_domains', [
    {
      publisher_id: 1,
      name: 'track.demo-publisher.com',
      subdomain: 'track',
      cert_status: 1,
      created_at: '2025-02-03 10:00:00',
    },
    {
      publisher_id: 1,
      name: 'go.deals.demo-publisher.com',
      subdomain: 'go',
      cert_status: 2,
      created_at: '2025-04-18 15:30:00',
    },
  ]);
}
