// @ts-check
import { insertRows } from '../lib/db.mjs';
import { createRng } from '../lib/prng.mjs';
import { seedCatalogDetails, seedSmartlinkAccess } from './catalog-details.mjs';
import { insertBulk } from './insert-bulk.mjs';

/**
 * The catalogue: offer categories, offers with goals and landing pages, smartlink verticals and
 * smartlinks. Deterministic; ids are dense from 1 so other seeders can pick by index.
 */

export const OFFER_COUNT = 320;
export const SMARTLINK_COUNT = 24;

const CATEGORIES = [
  'Dating',
  'Finance',
  'Gambling',
  'Games',
  'Health & Beauty',
  'Nutra',
  'Sweepstakes',
  'Software',
  'E-commerce',
  'Crypto',
  'Education',
  'Travel',
];

const BRANDS = [
  'Aurora',
  'Bolt',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Orbit',
  'Pioneer',
  'Quartz',
  'Raven',
  'Summit',
  'Tundra',
];

const PRODUCTS = {
  Dating: ['Match', 'Singles', 'Meet'],
  Finance: ['Loans', 'Credit Card', 'Savings'],
  Gambling: ['Casino', 'Sportsbook', 'Poker'],
  Games: ['Quest', 'Arena', 'Tycoon'],
  'Health & Beauty': ['Glow Serum', 'Hair Care', 'Skin Lab'],
  Nutra: ['Keto Diet', 'Vita Boost', 'Joint Relief'],
  Sweepstakes: ['iPhone Giveaway', 'Gift Card', 'Spin & Win'],
  Software: ['VPN', 'Antivirus', 'Cleaner'],
  'E-commerce': ['Fashion Store', 'Gadget Shop', 'Home Deals'],
  Crypto: ['Exchange', 'Wallet', 'Trading Bot'],
  Education: ['Language App', 'Coding School', 'Exam Prep'],
  Travel: ['Hotels', 'Flights', 'Car Rental'],
};

const GOALS = [
  ['Registration', 1.5, 6],
  ['First deposit', 20, 120],
  ['Sale', 8, 60],
  ['Install', 0.4, 3],
  ['Lead', 2, 18],
  ['Trial', 3, 25],
];

/** @type {ReadonlyArray<readonly [string, number]>} */
const VERTICALS = [
  ['Dating', 1],
  ['Sweepstakes', 1],
  ['Gambling', 1],
  ['Nutra', 1],
  ['Finance', 1],
  ['Adult', 0],
];

/** @param {import('./index.mjs').SeedContext} ctx */
export async function seedCatalog({ db, rng, now }) {
  await insertRows(
    db,
    'offer_categories',
    CATEGORIES.map((title, i) => ({ id: i + 1, title })),
  );

  // Mostly active, with every other offer status present.
  const statuses = [1, 1, 1, 1, 1, 1, 1, 5, 0, 2, 3, 4];
  const offers = [];
  const goals = [];
  const landings = [];
  for (let id = 1; id <= OFFER_COUNT; id++) {
    const categoryIndex = rng.int(0, CATEGORIES.length - 1);
    const category = CATEGORIES[categoryIndex] ?? 'Games';
    const product = rng.pick(PRODUCTS[/** @type {keyof typeof PRODUCTS} */ (category)]);
    const title = `${rng.pick(BRANDS)} ${product} ${['', 'Pro', 'Plus', 'Max', 'Go'][id % 5]}`
      .replace(/\s+/g, ' ')
      .trim();
    const currency = id % 9 === 0 ? 'EUR' : 'USD';
    offers.push({
      id,
      relative_id: 1000 + id,
      title,
      category_id: categoryIndex + 1,
      status: id <= 24 ? 1 : rng.pick(statuses),
      currency,
      created_at: `2025-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')} 10:00:00`,
    });
    const goalCount = rng.int(1, 3);
    const used = new Set();
    for (let g = 0; g < goalCount; g++) {
      const [goalTitle, min, max] = rng.pick(GOALS);
      if (used.has(goalTitle)) continue;
      used.add(goalTitle);
      goals.push({
        id: goals.length + 1,
        offer_id: id,
        title: /** @type {string} */ (goalTitle),
        payout: Math.round(rng.int(Number(min) * 100, Number(max) * 100)) / 100,
        currency,
      });
    }
    const landingCount = rng.int(1, 3);
    for (let l = 1; l <= landingCount; l++) {
      landings.push({
        id: landings.length + 1,
        offer_id: id,
        title: `${title} — ${['Main page', 'Quiz', 'Pre-lander', 'Video'][l - 1] ?? 'Landing'}`,
        url: `https://landing.acmeads.example/o${id}/l${l}`,
      });
    }
  }
  // Its own stream, so the rows above stay what other seeders were written against.
  await seedCatalogDetails(
    { db, rng: createRng('seed:catalog-details'), now },
    offers,
    goals,
    CATEGORIES,
  );
  await insertBulk(db, 'offers', offers);
  await insertBulk(db, 'offer_goals', goals);
  await insertBulk(db, 'landing_pages', landings);

  await insertRows(
    db,
    'smartlink_verticals',
    VERTICALS.map(([title, status], i) => ({
      id: i + 1,
      title: String(title),
      status: Number(status),
    })),
  );
  const smartlinks = [];
  for (let id = 1; id <= SMARTLINK_COUNT; id++) {
    const verticalIndex = (id - 1) % VERTICALS.length;
    const vertical = VERTICALS[verticalIndex]?.[0] ?? 'Dating';
    smartlinks.push({
      id,
      relative_id: 500 + id,
      title: `${vertical} Smartlink ${Math.ceil(id / VERTICALS.length)}${rng.pick(['', ' WW', ' Tier 1', ' Mobile'])}`,
      vertical_id: verticalIndex + 1,
      payout: rng.int(50, 900) / 100,
      currency: 'USD',
    });
  }
  await insertRows(db, 'smartlinks', smartlinks);
  await seedSmartlinkAccess(db, createRng('seed:smartlink-access'));
}
