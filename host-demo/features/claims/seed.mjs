// @ts-check
import { insertRows } from '../../lib/db.mjs';
import { testAccountRow } from '../../seed/publishers.mjs';

/** The account the claims tests file claims with, so no other spec sees its lists change. */
export const CLAIMS_ACCOUNT = { id: 51, username: 'claimer' };
/** Its clicks: the first has no conversion (a missing one), the second a declined one, the third
 *  an approved one; ids far above the traffic seed's and within 32 bits, as every id. */
export const CLAIM_CLICKS = [2_100_000_001, 2_100_000_002, 2_100_000_003];
/** The click of the claim the account answered long ago. */
const PAST_CLAIM_CLICK = 2_100_000_000;

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedClaims({ db, now }) {
  const offer = await db.get(`SELECT id FROM offers WHERE status = 1 ORDER BY id LIMIT 1`);
  const offerId = Number(offer?.id ?? 1);
  const { id, username } = CLAIMS_ACCOUNT;
  await insertRows(db, 'publishers', [testAccountRow(id, username)]);
  const day = (/** @type {number} */ ago) =>
    new Date(now - ago * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
  await insertRows(
    db,
    'clicks',
    [
      ...CLAIM_CLICKS.map((clickId, index) => ({ clickId, ago: 3 + index })),
      { clickId: PAST_CLAIM_CLICK, ago: 20 },
    ].map(({ clickId, ago }, index) => ({
      id: clickId,
      publisher_id: id,
      offer_id: offerId,
      landing_id: null,
      smartlink_id: null,
      clicked_at: day(ago),
      country: 'DE',
      browser: 'Chrome',
      os: 'Android',
      device: 'Mobile',
      referrer: null,
      sub_source: null,
      track: null,
      ext_click_id: null,
      sub1: `claim-${index + 1}`,
      sub2: null,
      sub3: null,
      sub4: null,
      sub5: null,
      sub6: null,
    })),
  );
  await insertRows(
    db,
    'conversions',
    [
      ['CLM-DECLINED-1', 'declined', CLAIM_CLICKS[1], 4],
      ['CLM-APPROVED-1', 'approved', CLAIM_CLICKS[2], 5],
    ].map(([transactionId, status, clickId, ago], index) => ({
      id: 2_100_000_001 + index,
      publisher_id: id,
      click_id: Number(clickId),
      offer_id: offerId,
      goal_id: null,
      smartlink_id: null,
      status: String(status),
      payout: 12.5,
      currency: 'USD',
      transaction_id: String(transactionId),
      adv_tid: null,
      created_at: day(Number(ago)),
    })),
  );
  // One answered claim of the past: the list is not empty before a test files one.
  await db.run(
    `INSERT INTO conversion_claims (publisher_id, click_id, offer_id, converted_at, amount, comment,
       status, answer, created_at, answered_at)
     VALUES ($1, $5, $2, $3, 8, 'Sale reported by the advertiser on the 2nd', 'rejected',
       'The advertiser has no record of this sale.', $3, $4)`,
    [id, offerId, day(20), day(18), PAST_CLAIM_CLICK],
  );
}
