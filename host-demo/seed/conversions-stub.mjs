// @ts-check
/**
 * A stand-in for the event store while it is not in this tree: a few hundred conversions over
 * the last 365 days for the seeded publishers (none for the demo-mode account), inserted only
 * when no seeder before it wrote any. Once the event store seeds conversions this does nothing.
 */
import { insertRows, sqlTimestamp } from '../lib/db.mjs';

/** Conversions per publisher id; publisher 3 (newbie, demo mode) earns nothing. */
const COUNTS = { 1: 420, 2: 160, 4: 40, 5: 40, 6: 40, 7: 40 };
const DAY_MS = 86_400_000;

/** @param {import('./index.mjs').SeedContext} ctx */
export async function seedConversionsStub({ db, rng, now }) {
  const existing = await db.get(`SELECT count(*)::INTEGER AS n FROM conversions`);
  if (Number(existing?.n ?? 0) > 0) return;
  const goals = await db.all(`SELECT id, offer_id, payout FROM offer_goals ORDER BY id`);
  if (goals.length === 0) return;
  /** @type {Record<string, import('../lib/db.mjs').SqlParam>[]} */
  const rows = [];
  for (const [publisherId, count] of Object.entries(COUNTS)) {
    for (let i = 0; i < count; i++) {
      const goal = rng.pick(goals);
      const roll = rng.next();
      const id = rows.length + 1;
      rows.push({
        id,
        publisher_id: Number(publisherId),
        click_id: null,
        offer_id: Number(goal.offer_id),
        goal_id: Number(goal.id),
        smartlink_id: null,
        status: roll < 0.8 ? 'approved' : roll < 0.92 ? 'pending' : 'declined',
        payout: Number(goal.payout),
        currency: 'USD',
        transaction_id: `stub-${id}`,
        adv_tid: null,
        created_at: sqlTimestamp(new Date(now - 60_000 - Math.floor(rng.next() * 365 * DAY_MS))),
      });
    }
  }
  await insertRows(db, 'conversions', rows);
}
