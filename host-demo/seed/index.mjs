// @ts-check
import { createRng } from '../lib/prng.mjs';
import { SCHEMA, SEED_VERSION } from '../lib/schema.mjs';
import { seedCatalog } from './catalog.mjs';
import { seedClaims } from '../features/claims/seed.mjs';
import { seedOfferChanges } from '../features/offers/change-seed.mjs';
import { seedContent } from '../features/shell/seed.mjs';
import { seedConversionsStub } from './conversions-stub.mjs';
import { seedDecisions } from './decisions.mjs';
import { seedCustomFields } from '../features/registration/seed.mjs';
import { seedFinance } from '../features/finance/seed.mjs';
import { seedEvents } from './events.mjs';
import { seedNetwork } from './network.mjs';
import { seedProxyDomains } from '../features/proxy-domains/seed.mjs';
import { seedPublishers } from './publishers.mjs';
import { seedSupport } from '../features/support/seed.mjs';

/** @typedef {import('../lib/db.mjs').Db} Db */

/**
 * @typedef {object} SeedContext
 * @property {Db} db  inside the seeding transaction
 * @property {import('../lib/prng.mjs').Rng} rng  this seeder's own deterministic stream
 * @property {number} now  the seed's clock (epoch ms): the start of the hour it runs in, so two
 *   seeds within an hour give the same rows
 */

const HOUR_MS = 3_600_000;

/**
 * Run in order, all in one transaction. To add data (offers, clicks, …) add a seeder here and
 * bump SEED_VERSION in lib/schema.mjs. The name labels the seeder's PRNG stream: keep it stable.
 * @type {ReadonlyArray<readonly [string, (ctx: SeedContext) => Promise<void>]>}
 */
const SEEDERS = [
  ['network', seedNetwork],
  ['publishers', seedPublishers],
  ['custom-fields', seedCustomFields],
  ['content', seedContent],
  ['proxy-domains', seedProxyDomains],
  ['catalog', seedCatalog],
  ['events', seedEvents],
  ['support', seedSupport],
  // After every seeder of conversions: the stub fills an empty table, finance derives payments.
  ['conversions-stub', seedConversionsStub],
  ['decisions', seedDecisions],
  ['finance', seedFinance],
  ['claims', seedClaims],
  ['offer-changes', seedOfferChanges],
];

/** @param {Db} db */
async function currentSeedVersion(db) {
  const table = await db.get(
    `SELECT 1 AS found FROM information_schema.tables
     WHERE table_schema = 'main' AND table_name = 'meta'`,
  );
  if (!table) return null;
  const row = await db.get(`SELECT value FROM meta WHERE key = 'seed_version'`);
  return typeof row?.value === 'string' ? row.value : null;
}

/** @param {Db} tx */
async function dropEverything(tx) {
  for (const row of await tx.all(`SELECT view_name FROM duckdb_views() WHERE NOT internal`)) {
    await tx.run(`DROP VIEW IF EXISTS "${row.view_name}"`);
  }
  const tables = await tx.all(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'`,
  );
  for (const row of tables) await tx.run(`DROP TABLE IF EXISTS "${row.table_name}"`);
  for (const row of await tx.all(`SELECT sequence_name FROM duckdb_sequences()`)) {
    await tx.run(`DROP SEQUENCE IF EXISTS "${row.sequence_name}"`);
  }
}

/**
 * Drops everything (including sessions and mails) and seeds from scratch.
 * @param {Db} db
 * @param {number} [at]  the time to seed at (epoch ms; now by default)
 */
export async function reseed(db, at = Date.now()) {
  const now = Math.floor(at / HOUR_MS) * HOUR_MS;
  await db.transaction(async (tx) => {
    await dropEverything(tx);
    for (const statement of SCHEMA) await tx.run(statement);
    for (const [name, seeder] of SEEDERS)
      await seeder({ db: tx, rng: createRng(`seed:${name}`), now });
    await tx.run(`INSERT INTO meta (key, value) VALUES ('seed_version', $1)`, [SEED_VERSION]);
  });
  await db.run('CHECKPOINT');
}

/**
 * Seeds on first start, or when the data directory was seeded by another SEED_VERSION.
 * @param {Db} db
 * @param {number} [at]  the time to seed at (epoch ms; now by default)
 * @returns {Promise<boolean>} whether it seeded
 */
export async function ensureSeeded(db, at) {
  if ((await currentSeedVersion(db)) === SEED_VERSION) return false;
  await reseed(db, at);
  return true;
}
