// @ts-check
/**
 * The event store reports read: clicks of the seeded publishers over the last 90 days (1 000 000
 * by default, DEMO_CLICKS overrides), their conversions, hourly impressions and competition
 * standings. Generated inside DuckDB (INSERT … SELECT over a plan of hourly counts) with hash-based
 * choices, so the same clock hour and count give the same rows and 1 M rows take seconds.
 */
import { performance } from 'node:perf_hooks';
import { BROWSERS, COUNTRIES, OSES, PLACEMENTS, REFERRERS, sqlList } from './events/dimensions.mjs';
import { planSlots } from './events/slots.mjs';

export const DEFAULT_CLICKS = 1_000_000;

/** Clicks to seed: DEMO_CLICKS when it is a whole number ≥ 0, else the default. */
export function clickTarget(env = process.env) {
  const value = Number(env.DEMO_CLICKS);
  return env.DEMO_CLICKS !== undefined && Number.isInteger(value) && value >= 0
    ? value
    : DEFAULT_CLICKS;
}

/** @param {Date} date */
const ts = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

// u(id, salt): uniform in [0, 1) from the row id; each salt is an independent choice.
const U = `CREATE OR REPLACE TEMP MACRO u(i, s) AS (hash(i, s) % 1000003) / 1000003.0`;
// pick(list, id, salt, k): skewed choice, the list's head most often.
const PICK = `CREATE OR REPLACE TEMP MACRO pick(l, i, s, k) AS l[1 + floor(len(l) * pow(u(i, s), k))::INTEGER]`;

/** @param {import('../lib/db.mjs').Db} db @param {import('./events/slots.mjs').Slot[]} slots */
async function insertSlots(db, slots) {
  await db.run(`CREATE OR REPLACE TEMP TABLE event_slots (
    publisher_id INTEGER, hour TIMESTAMP, first_id BIGINT, n INTEGER, smartlink_share DOUBLE)`);
  const shares = new Map(
    (
      await db.all(
        `SELECT id, list_contains(roles, 'ROLE_SMARTLINKS') AS smart FROM publishers ORDER BY id`,
      )
    ).map((row) => [Number(row.id), row.smart === true ? 0.25 : 0]),
  );
  for (let start = 0; start < slots.length; start += 2000) {
    const values = slots
      .slice(start, start + 2000)
      .map(
        (s) =>
          `(${s.publisherId}, '${ts(new Date(s.hour))}', ${s.firstId}, ${s.count}, ${shares.get(s.publisherId) ?? 0})`,
      );
    await db.run(`INSERT INTO event_slots VALUES ${values.join(',')}`);
  }
}

/** @param {import('./index.mjs').SeedContext} ctx */
export async function seedEvents({ db, rng, now: seededAt }) {
  const started = performance.now();
  const lap = (/** @type {string} */ label) =>
    process.env.DEMO_SEED_TRACE && console.log(label, Math.round(performance.now() - started));
  const now = new Date(seededAt);
  const total = clickTarget();
  await db.run(U);
  await db.run(PICK);
  await insertSlots(db, planSlots(total, now, rng));
  lap('slots');
  // Offers 1..24 are the active ones; each publisher favours its own few. Lists as literals
  // (no join) keep the insert in id order.
  const landingRows = await db.all(
    `SELECT list(id ORDER BY id) AS ids FROM landing_pages WHERE offer_id <= 24
     GROUP BY offer_id ORDER BY offer_id`,
  );
  const landings = `[${landingRows.map((row) => `[${String(row.ids)}]`).join(', ')}]`;
  await db.run(`CREATE OR REPLACE TEMP TABLE live_smartlinks AS
    SELECT list(s.id ORDER BY s.id) AS ids FROM smartlinks s
    JOIN smartlink_verticals v ON v.id = s.vertical_id WHERE v.status = 1`);
  await db.run(`INSERT INTO clicks
    WITH raw AS (
      SELECT first_id + unnest(range(n)) AS id, publisher_id, hour, smartlink_share FROM event_slots
    ), picked AS (
      SELECT r.*,
        1 + ((floor(24 * pow(u(id, 1), 2.4))::INTEGER + publisher_id * 5) % 24) AS offer_id,
        pick(${sqlList(OSES)}, id, 2, 1.6) AS os,
        CASE WHEN u(id, 3) < smartlink_share THEN pick(ls.ids, id, 4, 1.8) END AS smartlink_id
      FROM raw r CROSS JOIN live_smartlinks ls
    )
    SELECT p.id, p.publisher_id, p.offer_id,
      CASE WHEN p.smartlink_id IS NULL THEN list_extract(${landings}[p.offer_id], 1 + floor(len(${landings}[p.offer_id]) * u(p.id, 5))::INTEGER) END,
      p.smartlink_id,
      p.hour + to_seconds((hash(p.id, 6) % 3600)::BIGINT),
      pick(${sqlList(COUNTRIES.slice(0, -1))}, p.id, 7, 2.2) AS country,
      CASE WHEN p.os = 'iOS' OR p.os = 'macOS' THEN (CASE WHEN u(p.id, 8) < 0.8 THEN 'Safari' ELSE 'Chrome' END)
        ELSE pick(${sqlList(BROWSERS)}, p.id, 8, 2.0) END,
      p.os,
      CASE WHEN p.os IN ('Android', 'iOS') THEN (CASE WHEN u(p.id, 9) < 0.12 THEN 'tablet' ELSE 'mobile' END)
        WHEN p.os = 'Other' THEN 'other' ELSE 'desktop' END,
      CASE WHEN u(p.id, 10) < 0.3 THEN NULL ELSE pick(${sqlList(REFERRERS)}, p.id, 11, 1.8) END,
      CASE WHEN u(p.id, 12) < 0.1 THEN NULL ELSE 'src-' || floor(150 * pow(u(p.id, 13), 2))::INTEGER END,
      CASE WHEN u(p.id, 14) < 0.4 THEN NULL ELSE 'track-' || floor(40 * pow(u(p.id, 15), 1.5))::INTEGER END,
      CASE WHEN u(p.id, 16) < 0.5 THEN NULL ELSE lower(hex(hash(p.id, 17))) END,
      'cmp_' || floor(2500 * pow(u(p.id, 18), 3))::INTEGER,
      CASE WHEN u(p.id, 19) < 0.2 THEN NULL ELSE 'cr' || floor(60 * pow(u(p.id, 20), 2))::INTEGER END,
      CASE WHEN u(p.id, 21) < 0.4 THEN NULL ELSE pick(${sqlList(PLACEMENTS)}, p.id, 22, 1.5) END,
      CASE WHEN u(p.id, 23) < 0.7 THEN NULL ELSE 'v' || floor(10 * u(p.id, 24))::INTEGER END,
      CASE WHEN u(p.id, 25) < 0.8 THEN NULL ELSE 'aud-' || floor(5 * u(p.id, 26))::INTEGER END,
      CASE WHEN u(p.id, 27) < 0.9 THEN NULL ELSE 'x' || floor(3 * u(p.id, 28))::INTEGER END
    FROM picked p`);
  // A few clicks from unknown places: country XX.
  lap('clicks');
  await db.run(`UPDATE clicks SET country = 'XX' WHERE u(id, 29) < 0.004`);
  lap('xx');
  await seedConversions(db, now);
  lap('conv');
  await seedImpressions(db);
  lap('impr');
  await seedStandings(db, now);
  for (const table of ['event_slots', 'live_smartlinks']) {
    await db.run(`DROP TABLE ${table}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (process.env.DEMO_QUIET_SEED !== '1')
    console.log(`Seeded ${total.toLocaleString('en-US')} click events in ${seconds} s`);
}

/** @param {import('../lib/db.mjs').Db} db @param {Date} now */
async function seedConversions(db, now) {
  await db.run(`CREATE OR REPLACE TEMP TABLE goal_picks AS
    SELECT offer_id, list(id ORDER BY id) AS ids, list(payout ORDER BY id) AS payouts
    FROM offer_goals GROUP BY offer_id`);
  // Conversions not yet due at seeding time are left out. Conversion rates differ by offer (0.6 % to 5 %) and by country tier; declines are rarer
  // than approvals, and the last week is mostly still pending.
  await db.run(`INSERT INTO conversions
    WITH won AS (
      SELECT c.*, c.clicked_at + to_seconds(floor(172800 * pow(u(c.id, 40), 3))::BIGINT) AS converted_at
      FROM clicks c
      WHERE u(c.id, 41) < (0.006 + 0.044 * u(c.offer_id, 42))
        * (CASE WHEN c.country IN ('US', 'DE', 'GB', 'CA', 'AU') THEN 1.4 ELSE 0.8 END)
    )
    SELECT row_number() OVER (ORDER BY w.id), w.publisher_id, w.id, w.offer_id,
      CASE WHEN w.smartlink_id IS NULL THEN g.ids[1 + floor(len(g.ids) * u(w.id, 43))::INTEGER] END,
      w.smartlink_id,
      CASE WHEN u(w.id, 44) < (CASE WHEN w.converted_at > TIMESTAMP '${ts(now)}' - INTERVAL 7 DAY THEN 0.35 ELSE 0.78 END) THEN 'approved'
        WHEN u(w.id, 45) < 0.6 THEN 'pending' ELSE 'declined' END,
      round(CASE WHEN w.smartlink_id IS NULL THEN g.payouts[1 + floor(len(g.payouts) * u(w.id, 43))::INTEGER]
        ELSE s.payout * (3 + 10 * u(w.id, 46)) END, 2),
      'USD',
      'TX' || upper(hex(hash(w.id, 47) % 4294967296)) || '-' || w.id,
      CASE WHEN u(w.id, 48) < 0.4 THEN NULL ELSE 'ADV-' || (hash(w.id, 49) % 100000000) END,
      w.converted_at, NULL, NULL, NULL
    FROM won w JOIN goal_picks g ON g.offer_id = w.offer_id
    LEFT JOIN smartlinks s ON s.id = w.smartlink_id
    WHERE w.converted_at < TIMESTAMP '${ts(now)}'
    ORDER BY w.publisher_id, w.converted_at`);
  await db.run(`DROP TABLE goal_picks`);
}

/** Impressions per publisher, hour and campaign: 6 to 15 per click. @param {import('../lib/db.mjs').Db} db */
async function seedImpressions(db) {
  await db.run(`INSERT INTO impressions
    SELECT publisher_id, hour, offer_id, smartlink_id, (n * (6 + hash(publisher_id, hour, offer_id) % 10))::BIGINT
    FROM (SELECT publisher_id, date_trunc('hour', clicked_at) AS hour, offer_id, smartlink_id, count(*) AS n
      FROM clicks GROUP BY 1, 2, 3, 4)
    ORDER BY 1, 2`);
}

/**
 * Rivals of the demo publisher in its competitions: their points are set around the demo
 * publisher's own (approved conversions in the competition's period), so it sits mid-table.
 * @param {import('../lib/db.mjs').Db} db @param {Date} now
 */
async function seedStandings(db, now) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const own = await db.get(
    `SELECT count(*) AS n FROM conversions WHERE publisher_id = 1 AND status = 'approved'
     AND created_at >= $1`,
    [ts(monthStart)],
  );
  const base = Math.max(10, Number(own?.n ?? 0));
  const factors = [
    3.1, 2.4, 1.9, 1.55, 1.3, 1.12, 1.04, 0.93, 0.81, 0.7, 0.62, 0.5, 0.41, 0.33, 0.24, 0.17, 0.1,
    0.05,
  ];
  const rows = factors.map(
    (factor, i) =>
      `(1, ${20000 + i * 37}, 'Publisher #${20000 + i * 37}', ${Math.round(base * factor)})`,
  );
  await db.run(`INSERT INTO competition_standings VALUES ${rows.join(', ')}`);
  // The new account waits for one that starts next month: the countdown.
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const nextEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15) - 1000);
  await db.run(`INSERT INTO competitions VALUES (3, 3, 'New partners sprint', false, $1, $2)`, [
    ts(next).slice(0, 19),
    ts(nextEnd).slice(0, 19),
  ]);
}
