// @ts-check
import { insertRows } from '../lib/db.mjs';

/** The network running the portal, and its account managers. */

export const CUSTOMER_ID = 1;
export const DEMO_MANAGER_ID = 1;

/** Harmless on purpose: the bundle injects customer.customJs, and tests can observe the counter. */
const CUSTOM_JS = 'window.acmeAdsCustomJs = (window.acmeAdsCustomJs || 0) + 1;';

/** @param {import('./index.mjs').SeedContext} ctx */
export async function seedNetwork({ db }) {
  await insertRows(db, 'customers', [
    {
      id: CUSTOMER_ID,
      network_id: 1042,
      name: 'AcmeAds Network',
      timezone: 'UTC',
      currency: 'USD',
      custom_js: CUSTOM_JS,
      promo: true,
    },
  ]);
  await insertRows(db, 'managers', [
    {
      id: DEMO_MANAGER_ID,
      first_name: 'Alice',
      last_name: 'Novak',
      email: 'alice.novak@acmeads.example',
      skype: 'live:alice.acmeads',
      telegram: 'alice_acmeads',
      teams: 'alice.novak@acmeads.example',
    },
    {
      id: 2,
      first_name: 'Bohdan',
      last_name: 'Kovalenko',
      email: 'bohdan.kovalenko@acmeads.example',
      skype: null,
      telegram: 'bohdan_acmeads',
      teams: null,
    },
  ]);
}
