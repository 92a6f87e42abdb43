// @ts-check
/**
 * A few past changes of terms, consistent with the offers' values now (each change's new value
 * is today's), and the account the e2e spec changes an offer for.
 */
import { insertRows } from '../../lib/db.mjs';
import { testAccountRow } from '../../seed/publishers.mjs';
import { currentTerm } from './terms.mjs';

/** The only publisher with access to TERMS_OFFER (a live campaign; no one has traffic on it), so
 *  a change of that offer notifies no other account. */
export const TERMS_ACCOUNT = { id: 52, username: 'termwatch' };
/** "Maple Meet Pro" (#1056): on request, one goal, no traffic; no other spec looks at it. */
export const TERMS_OFFER = { id: 56, relativeId: 1056 };

/** [offer id, field, days ago]: two of demo's offers changed within the last 30 days. */
const PAST_CHANGES = /** @type {const} */ ([
  [3, 'holdPeriodDays', 75],
  [5, 'payout', 44],
  [TERMS_OFFER.id, 'payout', 50],
  [14, 'restrictions', 12],
  [19, 'countries', 4],
  [19, 'payout', 61],
]);

/** The value before the change. @param {number | string[]} now @param {string} field */
function previous(now, field) {
  if (Array.isArray(now)) {
    if (now.length > 1) return now.slice(0, -1);
    return field === 'countries' ? ['US', 'CA'] : [];
  }
  if (field === 'payout') return Math.round(now * 85) / 100;
  return now === 0 ? 7 : Math.max(1, Math.round(now / 2));
}

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedOfferChanges({ db, now }) {
  const { id, username } = TERMS_ACCOUNT;
  await insertRows(db, 'publishers', [
    testAccountRow(id, username, { created_at: '2025-02-03 09:00:00' }),
  ]);
  await db.run(
    `INSERT INTO offer_campaigns (publisher_id, offer_id, status, token, created_at)
     VALUES ($1, $2, 1, 'termwatch-maple-meet', '2025-02-04 09:00:00')`,
    [id, TERMS_OFFER.id],
  );
  const day = (/** @type {number} */ ago) =>
    new Date(now - ago * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
  const rows = [];
  for (const [offerId, field, ago] of PAST_CHANGES) {
    const current = await currentTerm(db, offerId, field);
    rows.push({
      offer_id: offerId,
      changed_at: day(ago),
      field,
      old_value: JSON.stringify(previous(current, field)),
      new_value: JSON.stringify(current),
    });
  }
  // Inserted oldest first: ids follow time, as the switch's will.
  for (const row of rows.sort((a, b) => a.changed_at.localeCompare(b.changed_at)))
    await db.run(
      `INSERT INTO offer_changes (offer_id, changed_at, field, old_value, new_value)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.offer_id, row.changed_at, row.field, row.old_value, row.new_value],
    );
}
