// @ts-check
/**
 * What makes the catalogue worth browsing: descriptions, previews, targeting, restrictions,
 * payouts per country, creatives, the option lists, and the demo publishers' access to offers
 * and smartlinks (every listing status occurs for `demo`).
 */
import { insertBulk } from './insert-bulk.mjs';
import {
  CONNECTION_TYPES,
  COUNTRIES,
  CREATIVE_SIZES,
  PLATFORMS,
  PROMO_CHANNELS,
  TRAFFIC_TYPES,
} from './catalog-data.mjs';

/** @typedef {import('../lib/db.mjs').SqlParam} SqlParam */
/** @typedef {Record<string, SqlParam>} Row */
/** @typedef {import('../lib/prng.mjs').Rng} Rng */

export const DEMO_PUBLISHER = 1;
const NOSMART_PUBLISHER = 2;

/**
 * `count` distinct items of `items`, earlier items likelier (lists are ordered by popularity).
 * @template T
 * @param {Rng} rng
 * @param {readonly T[]} items
 * @param {number} count
 */
function some(rng, items, count) {
  const chosen = new Set();
  while (chosen.size < Math.min(count, items.length)) {
    const skewed = Math.floor(rng.next() * rng.next() * items.length);
    chosen.add(items[skewed]);
  }
  return [...chosen];
}

/** @param {Rng} rng @param {string} title @param {string} category */
function description(rng, title, category) {
  const kpi = rng.pick(['No fraud, no bots.', 'Minimum 30% approval rate.', 'CR above 1:200.']);
  return [
    `<p>Promote <strong>${title}</strong>, one of our top ${category} offers.</p>`,
    '<ul>',
    `<li>Approval within ${rng.int(1, 7)} days</li>`,
    `<li>Payouts ${rng.pick(['weekly', 'bi-weekly', 'monthly'])}</li>`,
    `<li>${kpi}</li>`,
    '</ul>',
    `<p><em>Conversion flow:</em> ${rng.pick(['SOI', 'DOI', 'CC submit', 'App install + open'])}.</p>`,
  ].join('');
}

/**
 * The demo publisher's campaign status for an offer, or undefined (then the access type decides:
 * available or on request). The first offers spell out every status.
 * @param {number} id
 */
function demoCampaignStatus(id) {
  const first = [1, 1, 4, 5, 0, 2, -1][id - 1];
  if (first !== undefined) return first;
  if (id % 9 === 1) return 1;
  if (id % 13 === 2) return 4;
  if (id % 17 === 3) return 5;
  if (id % 19 === 4) return 0;
  if (id % 23 === 5) return 2;
  if (id % 29 === 6) return -1;
  return undefined;
}

/** @param {Rng} rng */
const token = (rng) => rng.bytes(12).toString('base64url');

/**
 * Adds the details to the offer rows (before they are inserted) and inserts the rest.
 * @param {import('./index.mjs').SeedContext} ctx
 * @param {Row[]} offers
 * @param {Row[]} goals
 * @param {readonly string[]} categories  titles; category id = index + 1
 */
export async function seedCatalogDetails({ db, rng }, offers, goals, categories) {
  await insertBulk(
    db,
    'countries',
    COUNTRIES.map(([code, name, popular]) => ({ code, name, popular_count: popular })),
  );
  await insertBulk(
    db,
    'promo_channels',
    PROMO_CHANNELS.map(([code, title], i) => ({ id: i + 1, code, title })),
  );
  await insertBulk(
    db,
    'traffic_types',
    TRAFFIC_TYPES.map(([code, title], i) => ({ id: i + 1, code, title })),
  );
  const countryCodes = COUNTRIES.map(([code]) => code);
  const channelCodes = PROMO_CHANNELS.map(([code]) => code);
  const trafficCodes = TRAFFIC_TYPES.map(([code]) => code);
  const categoryTitle = new Map(categories.map((title, i) => [i + 1, title]));

  /** @type {Row[]} */
  const payouts = [];
  /** @type {Row[]} */
  const creatives = [];
  /** @type {Row[]} */
  const campaigns = [];
  for (const offer of offers) {
    const id = Number(offer.id);
    const worldwide = id % 7 === 0;
    const allowed = worldwide ? [] : some(rng, countryCodes, rng.int(1, 8));
    const denied = worldwide ? some(rng, countryCodes.slice(20), rng.int(1, 3)) : [];
    const traffic = some(rng, trafficCodes, rng.int(3, 6));
    const split = rng.int(1, traffic.length - 1);
    Object.assign(offer, {
      description: description(
        rng,
        String(offer.title),
        categoryTitle.get(Number(offer.category_id)) ?? '',
      ),
      preview_image: `/media/offers/${id}.svg`,
      access_type: id % 4 === 0 ? 2 : 1,
      device_target: rng.pick([0, 0, 1, 2]),
      countries_allowed: allowed,
      countries_denied: denied,
      connection_types: some(rng, CONNECTION_TYPES, rng.int(1, 4)),
      platforms: some(rng, PLATFORMS, rng.int(1, 4)),
      promo_channels: some(rng, channelCodes, rng.int(2, 5)),
      traffic_allowed: traffic.slice(0, split),
      traffic_forbidden: traffic.slice(split),
    });
    for (const goal of goals.filter((g) => g.offer_id === id)) {
      for (const country of allowed.slice(0, rng.int(0, 3))) {
        payouts.push({
          id: payouts.length + 1,
          offer_id: id,
          goal_id: goal.id ?? null,
          country,
          payout: Math.round(Number(goal.payout) * rng.int(80, 160)) / 100,
          currency: goal.currency ?? 'USD',
        });
      }
    }
    const amounts = [
      ...goals.filter((g) => g.offer_id === id).map((g) => Number(g.payout)),
      ...payouts.filter((p) => p.offer_id === id).map((p) => Number(p.payout)),
    ];
    offer.payout_min = amounts.length ? Math.min(...amounts) : 0;
    offer.payout_max = amounts.length ? Math.max(...amounts) : 0;
    for (let c = 0, n = rng.int(1, 3); c < n; c++) {
      const [width, height] = rng.pick(CREATIVE_SIZES);
      creatives.push({
        id: creatives.length + 1,
        offer_id: id,
        title: `${offer.title} ${width}x${height}`,
        width,
        height,
      });
    }
    const status = demoCampaignStatus(id);
    if (status !== undefined) {
      campaigns.push({ publisher_id: DEMO_PUBLISHER, offer_id: id, status, token: token(rng) });
    }
    if (id % 11 === 0) {
      campaigns.push({
        publisher_id: NOSMART_PUBLISHER,
        offer_id: id,
        status: 1,
        token: token(rng),
      });
    }
  }
  await insertBulk(db, 'offer_payouts', payouts);
  await insertBulk(db, 'offer_creatives', creatives);
  await insertBulk(
    db,
    'offer_campaigns',
    campaigns.map((row) => ({ ...row, created_at: '2025-06-01 09:00:00' })),
  );
}

/**
 * The manager assigns smartlinks 1–22 to demo (23 and 24 stay hidden), cycling through every
 * access status; smartlinks 19 and 20 are archived; vertical 6 (Adult) is disabled.
 * @param {import('../lib/db.mjs').Db} db
 * @param {Rng} rng
 */
export async function seedSmartlinkAccess(db, rng) {
  const cycle = [4, 5, 1, 3, 0, 2];
  /** @type {Row[]} */
  const rows = [];
  for (let id = 1; id <= 22; id++) {
    rows.push({
      publisher_id: DEMO_PUBLISHER,
      smartlink_id: id,
      status: cycle[(id - 1 + Math.floor((id - 1) / 6)) % cycle.length] ?? 4,
      token: token(rng),
      created_at: '2025-06-01 09:00:00',
    });
  }
  await insertBulk(db, 'smartlink_campaigns', rows);
  await seedSmartlinkCreatives(db);
  await db.run(`UPDATE smartlinks SET archived = true WHERE id IN (19, 20)`);
  // A live smartlink the network switched off itself (its vertical stays enabled).
  await db.run(`UPDATE smartlinks SET enabled = 0 WHERE id = 13`);
  await db.run(
    `UPDATE smartlinks SET description = '<p>One link for the whole <strong>' || v.title ||
       '</strong> vertical: every visitor gets the offer that converts best for their country, device and OS.</p>'
     FROM smartlink_verticals v WHERE v.id = smartlinks.vertical_id`,
  );
}

/**
 * Every smartlink has one to three banners. Sizes follow from the id alone (no draw from the
 * seed's random stream, so the rest of the catalogue stays as it was).
 * @param {import('../lib/db.mjs').Db} db
 */
async function seedSmartlinkCreatives(db) {
  const smartlinks = await db.all(`SELECT id, title FROM smartlinks ORDER BY id`);
  /** @type {Row[]} */
  const creatives = [];
  for (const smartlink of smartlinks) {
    const id = Number(smartlink.id);
    for (let c = 0; c < 1 + (id % 3); c++) {
      const [width, height] = CREATIVE_SIZES[(id * 5 + c * 3) % CREATIVE_SIZES.length] ?? [
        300, 250,
      ];
      creatives.push({
        id: creatives.length + 1,
        smartlink_id: id,
        title: `${smartlink.title} ${width}x${height}`,
        width,
        height,
      });
    }
  }
  await insertBulk(db, 'smartlink_creatives', creatives);
}
