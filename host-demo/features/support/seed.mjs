// @ts-check
import { insertRows } from '../../lib/db.mjs';
import { CUSTOMER_ID, DEMO_MANAGER_ID } from '../../seed/network.mjs';
import { testAccountRow } from '../../seed/publishers.mjs';
import { seedFaqs } from './seed-faqs.mjs';

/**
 * Support data: the FAQ, the network's general contacts, more news and notifications, and
 * three accounts of their own for tests that change support state (marking read, opening
 * articles, asking for activation), so the shared demo accounts keep their counts.
 */

export const SUPPORT_ACCOUNTS = [
  // 12 notifications (4 unread), every announcement unseen, manager Alice.
  { id: 41, username: 'helpdesk', managerId: DEMO_MANAGER_ID, statusNew: false },
  // Every announcement unseen, manager Bohdan (e-mail and Telegram only).
  { id: 42, username: 'newsreader', managerId: 2, statusNew: false },
  // Demo mode without a manager: the network's contacts and the activation request.
  { id: 43, username: 'trial', managerId: null, statusNew: true },
  // 5 notifications (3 unread): the keyboard-only journey marks them read.
  { id: 44, username: 'keyboard', managerId: DEMO_MANAGER_ID, statusNew: false },
];

/** Older news (2024), already seen by the seeded demo accounts. */
const OLD_ANNOUNCEMENTS = [
  ['Welcome to the new publisher portal', '2024-03-04 09:00:00'],
  ['Two-factor PIN for payout account changes', '2024-04-11 10:00:00'],
  ['New GEOs open for dating offers: BR, MX, AR', '2024-05-06 12:00:00'],
  ['Shortlinks: custom domains with automatic certificates', '2024-06-18 08:30:00'],
  ['Summer competition results', '2024-07-31 15:00:00'],
  ['Postback testing tool released', '2024-08-22 09:15:00'],
  ['Minimal payout lowered to $50 for Paxum and USDT', '2024-09-10 11:00:00'],
  ['Black Friday: exclusive e-commerce offers', '2024-10-28 07:00:00'],
  ['Reports now support sub1 to sub6 grouping', '2024-11-14 13:45:00'],
  ['Holiday payment schedule 2024', '2024-12-16 10:30:00'],
];
const FIRST_OLD_ID = 7;

/** @param {string} title */
const articleBody = (title) =>
  `<h2>${title}</h2>` +
  `<p>Dear partners, <strong>${title.toLowerCase()}</strong>. ` +
  `Here is what changes for you:</p>` +
  `<ul><li>Nothing to configure: it works in your portal today.</li>` +
  `<li>Questions? <a href="https://acmeads.example/blog" target="_blank">Read our blog</a> ` +
  `or write to your manager.</li></ul>` +
  `<blockquote>Thank you for working with AcmeAds Network.</blockquote>`;

const NOTIFICATION_TITLES = [
  'Your payment of $120.00 was sent',
  'Offer "Dating Smart EU" is live for you',
  'New postback macros are available',
  'Your domain track.example.net is verified',
  'Monthly statement for May is ready',
  'Smartlink "Night traffic" was approved',
  'Offer "Crypto Trader BR" changed its payout',
  'Your payout account was added',
  'Password changed',
  'Competition "Spring 2025" ended: you placed 7th',
  'Offer "VPN Secure" was paused by the advertiser',
  'Welcome to AcmeAds Network',
];

/**
 * @param {number} publisherId
 * @param {number} firstId
 * @param {number} count
 * @param {number} unread  the newest `unread` ones are unread
 */
function notifications(publisherId, firstId, count, unread) {
  return NOTIFICATION_TITLES.slice(0, count).map((title, index) => ({
    id: firstId + index,
    publisher_id: publisherId,
    title,
    seen: index >= unread,
    created_at: `2025-0${6 - Math.floor(index / 4)}-${String(28 - index).padStart(2, '0')} 10:00:00`,
  }));
}

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedSupport({ db, rng }) {
  await insertRows(db, 'network_contacts', [
    {
      customer_id: CUSTOMER_ID,
      email: 'support@acmeads.example',
      telegram: 'acmeads_support',
      skype: 'live:acmeads.support',
      teams: 'support@acmeads.example',
    },
  ]);
  await seedFaqs(db);

  await insertRows(
    db,
    'announcements',
    OLD_ANNOUNCEMENTS.map(([title, publishedAt], index) => ({
      id: FIRST_OLD_ID + index,
      title: String(title),
      body: articleBody(String(title)),
      preview_image: `/publisher-demo/news/${(index % 6) + 1}.svg`,
      published_at: String(publishedAt),
    })),
  );
  await insertRows(
    db,
    'announcement_views',
    [1, 2, 3, 43].flatMap((publisherId) =>
      OLD_ANNOUNCEMENTS.map((_, index) => ({
        publisher_id: publisherId,
        announcement_id: FIRST_OLD_ID + index,
      })),
    ),
  );
  // trial has seen the 2025 news too; helpdesk and newsreader have seen nothing.
  await insertRows(
    db,
    'announcement_views',
    [1, 2, 3, 4, 5, 6].map((id) => ({ publisher_id: 43, announcement_id: id })),
  );

  await insertRows(db, 'notifications', [
    // Older, read notifications of demo: its list runs over two pages, its count stays 3.
    ...notifications(1, 101, 8, 0).map((row) => ({
      ...row,
      created_at: row.created_at.replace('2025', '2024'),
    })),
    ...notifications(41, 201, 12, 4),
    ...notifications(44, 301, 5, 3),
  ]);

  await insertRows(
    db,
    'publishers',
    SUPPORT_ACCOUNTS.map(({ id, username, managerId, statusNew }) =>
      testAccountRow(id, username, {
        manager_id: managerId,
        status_new: statusNew,
        balance: statusNew ? 0 : 310.25,
        referrer_token: rng.bytes(9).toString('base64url'),
      }),
    ),
  );
}
