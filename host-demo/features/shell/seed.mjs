// @ts-check
import { insertRows } from '../../lib/db.mjs';

/** News, notifications and competitions shown in the shell's header. */

const ANNOUNCEMENTS = [
  ['New smartlink verticals: Finance and Crypto', '2025-01-14 09:00:00'],
  ['Weekly payouts are now available for all publishers', '2025-02-20 11:30:00'],
  ['Postback macros: adv_tid and ext1 to ext6 added', '2025-03-11 08:15:00'],
  ['Spring competition: top 10 publishers share $10,000', '2025-04-02 12:00:00'],
  ['Faster reports: hourly statistics now update every 5 minutes', '2025-05-19 07:45:00'],
  ['Holiday support hours and payment schedule', '2025-06-27 16:00:00'],
];

/** Announcement ids each seeded publisher has already seen (others are unseen). */
const SEEN = /** @type {Record<number, number[]>} */ ({ 1: [1, 2], 2: [1, 2, 3, 4, 5, 6] });

const NOTIFICATIONS = [
  [1, 'Your payment of $250.00 was sent', false, '2025-06-02 10:00:00'],
  [1, 'Offer "Finance Pro US" was approved for you', false, '2025-06-10 14:20:00'],
  [1, 'Smartlink "Main traffic" received its first conversion', false, '2025-06-11 09:05:00'],
  [1, 'Please confirm your payment details', true, '2025-05-01 08:00:00'],
  [1, 'Welcome to AcmeAds Network', true, '2025-03-01 09:00:00'],
  [3, 'Welcome to AcmeAds Network', false, '2025-03-03 09:00:00'],
];

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedContent({ db }) {
  await insertRows(
    db,
    'announcements',
    ANNOUNCEMENTS.map(([title, publishedAt], index) => ({
      id: index + 1,
      title: String(title),
      body:
        `<p><strong>${title}.</strong></p>` +
        `<p>Read the details in your publisher portal, or ask your manager:</p>` +
        `<ul><li>what changes for your traffic;</li><li>when it starts.</li></ul>` +
        `<p><a href="https://acmeads.example/blog" target="_blank">More on our blog</a></p>`,
      preview_image: `/publisher-demo/news/${index + 1}.svg`,
      published_at: String(publishedAt),
    })),
  );
  await insertRows(
    db,
    'announcement_views',
    Object.entries(SEEN).flatMap(([publisherId, ids]) =>
      ids.map((id) => ({ publisher_id: Number(publisherId), announcement_id: id })),
    ),
  );
  await insertRows(
    db,
    'notifications',
    NOTIFICATIONS.map(([publisherId, title, seen, createdAt], index) => ({
      id: index + 1,
      publisher_id: Number(publisherId),
      title: String(title),
      seen: seen === true,
      created_at: String(createdAt),
    })),
  );
  // The demo publisher takes part in this month's competition and took part in an old one.
  await insertRows(db, 'competitions', [
    {
      id: 1,
      publisher_id: 1,
      title: 'Monthly top publishers',
      monthly: true,
      start_date: null,
      end_date: null,
    },
    {
      id: 2,
      publisher_id: 1,
      title: 'Spring competition 2025',
      monthly: false,
      start_date: '2025-04-01 00:00:00',
      end_date: '2025-04-30 23:59:59',
    },
  ]);
}
