// @ts-check
import { insertRows } from '../lib/db.mjs';
import { CUSTOMER_ID, DEMO_MANAGER_ID } from './network.mjs';

/** Accounts listed on the host page; all use DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo-password';
/**
 * DEMO_PASSWORD hashed once (scrypt N = 2^17, a fixed salt), shared by every demo account: the
 * seed and every /__demo/reset would otherwise spend 0.3 s per account on hashing.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$cHAtZGVtby1wYXNzd29yZA$xjjJ4oUm9HR0XwAeSKglOCTp5RWethjzuY5JNxzkkv0';
/** Accounts nobody signs in to: not a scrypt hash, so no password ever matches. */
const NO_PASSWORD = '!';
export const DEMO_ACCOUNTS = [
  { username: 'demo', note: 'full rights' },
  { username: 'nosmart', note: 'no smartlinks role' },
  { username: 'newbie', note: 'new account in demo mode' },
];

/**
 * A feature's own test account: signs in with the demo password, in English and Prague time,
 * with no balance; `fields` set what the feature needs (its manager, balance, creation day…).
 * @param {number} id @param {string} username @param {Record<string, unknown>} [fields]
 */
export const testAccountRow = (id, username, fields = {}) => ({
  id,
  relative_id: 10000 + id,
  customer_id: CUSTOMER_ID,
  manager_id: DEMO_MANAGER_ID,
  username,
  email: `${username}@example.com`,
  password_hash: DEMO_PASSWORD_HASH,
  roles: ['ROLE_SMARTLINKS'],
  status_new: false,
  timezone: 'Europe/Prague',
  locale: 'en',
  language: 'en',
  balance: 0,
  currency: 'USD',
  messenger: 'telegram',
  contact_info: `@${username}`,
  referrer_token: `${username}-referrer`,
  disable_username: true,
  show_competitions: false,
  show_competitions_label: false,
  confirmed: true,
  created_at: '2025-01-10 09:00:00',
  ...fields,
});

export const ALL_ROLES = ['ROLE_SMARTLINKS', 'ROLE_UCLIQ_BANNER', 'ROLE_CUSTOM_LANDINGS'];
const REFERRED_PARTNERS = 4;

/**
 * @typedef {import('../lib/db.mjs').SqlParam} SqlParam
 * @typedef {Record<string, SqlParam>} PublisherRow
 */

/**
 * Columns every publisher shares unless overridden.
 * @param {number} id
 * @param {import('../lib/prng.mjs').Rng} rng
 * @returns {PublisherRow}
 */
function defaults(id, rng) {
  const day = String(id).padStart(2, '0');
  return {
    id,
    relative_id: 10000 + id,
    customer_id: CUSTOMER_ID,
    manager_id: DEMO_MANAGER_ID,
    status_new: false,
    timezone: 'Europe/Prague',
    locale: 'en',
    language: 'en',
    balance: rng.int(0, 50000) / 100,
    currency: 'USD',
    phone: null,
    messenger: 'telegram',
    contact_info: null,
    temporary_email: null,
    referrer_id: null,
    referrer_token: rng.bytes(9).toString('base64url'),
    disable_username: true,
    show_competitions: true,
    show_competitions_label: true,
    confirmed: true,
    date_of_birth: null,
    fingerprint: null,
    utm_source: null,
    registration_ip: null,
    reset_mail_sent_at: null,
    created_at: `2024-03-${day} 09:00:00`,
  };
}

/** @param {import('./index.mjs').SeedContext} ctx */
export async function seedPublishers({ db, rng }) {
  // The salts these accounts once drew are still drawn, so every later seeded value stays put.
  const demoHash = () => (rng.bytes(16), DEMO_PASSWORD_HASH);

  /** @type {PublisherRow[]} */
  const rows = [
    {
      ...defaults(1, rng),
      username: 'demo',
      email: 'demo@example.com',
      password_hash: demoHash(),
      roles: ALL_ROLES,
      balance: 1234.56,
      phone: '+420 601 234 567',
      contact_info: '@demo_publisher',
      date_of_birth: '1990-05-17',
    },
    {
      ...defaults(2, rng),
      username: 'nosmart',
      email: 'nosmart@example.com',
      password_hash: demoHash(),
      roles: ['ROLE_CUSTOM_LANDINGS'],
      manager_id: 2,
      timezone: 'America/New_York',
      messenger: 'skype',
      contact_info: 'live:nosmart',
      referrer_id: 1,
      show_competitions: false,
      show_competitions_label: false,
    },
    {
      ...defaults(3, rng),
      username: 'newbie',
      email: 'newbie@example.com',
      password_hash: demoHash(),
      roles: ['ROLE_SMARTLINKS'],
      status_new: true,
      manager_id: null,
      balance: 0,
      contact_info: '@newbie',
      show_competitions_label: false,
    },
  ];

  // Referred partners give the demo publisher a referral programme; nobody logs in as them.
  rng.bytes(12);
  rng.bytes(16);
  for (let i = 1; i <= REFERRED_PARTNERS; i++) {
    const id = rows.length + 1;
    const username = `partner${String(i).padStart(2, '0')}`;
    rows.push({
      ...defaults(id, rng),
      username,
      email: `${username}@example.net`,
      password_hash: NO_PASSWORD,
      roles: rng.next() < 0.5 ? ['ROLE_SMARTLINKS'] : [],
      referrer_id: 1,
      contact_info: `@${username}`,
    });
  }
  // Accounts tests change: one whose sessions they end (the others' stored sessions must outlive
  // the run), two whose second factor they turn on and off (specs running side by side). Copied from demo, not drawn: a draw
  // here would move every later seeded value.
  const demo = /** @type {PublisherRow} */ (rows[0]);
  for (const username of ['sessions', 'filewalk', 'guarded']) {
    rows.push({
      ...demo,
      id: rows.length + 1,
      relative_id: 10000 + rows.length + 1,
      username,
      email: `${username}@example.com`,
      referrer_token: `${username}-referrer`,
      phone: null,
      contact_info: `@${username}`,
      date_of_birth: null,
    });
  }
  await insertRows(db, 'publishers', rows);
}
