// @ts-check
/**
 * What advertisers decided, over whatever seeded the conversions: each offer's hold period, when
 * each decided conversion left pending (within its offer's hold period, never after the seed's
 * clock), a few approved ones reversed later, and a reason with the advertiser's words on every
 * declined or reversed one. Choices are hashes of the ids, so the same rows give the same answers.
 */

/** Hold periods in days, taken in turn by offer id. */
export const HOLD_DAYS = [0, 7, 14, 30, 45];

/** [code, share of the declines, the advertiser's texts]; `chargeback` is what reverses. */
const DECLINES = /** @type {const} */ ([
  ['duplicate', 0.3, ['Same email as an earlier lead', 'Repeat order from the same customer']],
  ['fraud_suspected', 0.22, ['Proxy IP, bot-like session', 'Card flagged by our fraud check']],
  ['outside_targeting', 0.2, ['Country not in the offer', 'Desktop traffic on a mobile offer']],
  ['test_lead', 0.13, ['Test submission, name "test"', 'Internal QA order']],
  ['other', 0.15, ['Customer cancelled within 24 h', 'Incomplete registration']],
]);
const REVERSALS = /** @type {const} */ ([
  ['chargeback', 0.7, ['Customer disputed the charge', 'Refund requested by the bank']],
  ['fraud_suspected', 0.3, ['Found in a later fraud audit', 'Account closed for abuse']],
]);

const u = (/** @type {number} */ salt, column = 'id') =>
  `((hash(${column}, ${salt}) % 1000003) / 1000003.0)`;

/** @param {string} text */
const quoted = (text) => `'${text.replace(/'/g, "''")}'`;

/**
 * CASE picking a code by share, and one of its texts (none for a fifth of the non-`other` ones).
 * @param {typeof DECLINES | typeof REVERSALS} table @param {number} salt
 */
function reasonCases(table, salt) {
  let at = 0;
  const code = [];
  const text = [];
  for (const [name, share, texts] of table) {
    at += share;
    const when = `${u(salt)} < ${at.toFixed(4)}`;
    code.push(`WHEN ${when} THEN ${quoted(name)}`);
    const pick = `[${texts.map(quoted).join(', ')}][1 + floor(${texts.length} * ${u(salt + 1)})::INTEGER]`;
    text.push(
      `WHEN ${when} THEN ${name === 'other' ? pick : `CASE WHEN ${u(salt + 2)} < 0.2 THEN NULL ELSE ${pick} END`}`,
    );
  }
  return {
    code: `CASE ${code.join(' ')} ELSE ${quoted(String(table.at(-1)?.[0]))} END`,
    text: `CASE ${text.join(' ')} END`,
  };
}

/** @param {import('./index.mjs').SeedContext} ctx */
export async function seedDecisions({ db, now }) {
  const clock = new Date(now).toISOString().replace('T', ' ').replace('Z', '');
  await db.run(
    `UPDATE offers SET hold_days = ${`[${HOLD_DAYS.join(', ')}]`}[1 + (id % ${HOLD_DAYS.length})::INTEGER]`,
  );
  // Approved conversions older than a fortnight are sometimes taken back.
  await db.run(
    `UPDATE conversions SET status = 'reversed'
     WHERE status = 'approved' AND created_at < TIMESTAMP '${clock}' - INTERVAL 14 DAY
       AND ${u(60)} < 0.03`,
  );
  // A decision comes within the hold period (a few hours when there is none), before the clock.
  await db.run(
    `UPDATE conversions v SET decided_at = least(
        v.created_at + to_seconds(floor(86400 * greatest(o.hold_days * (0.2 + 0.8 * ${u(61, 'v.id')}), 0.25 * ${u(62, 'v.id')}))::BIGINT),
        v.created_at + to_seconds(floor(epoch(TIMESTAMP '${clock}' - v.created_at) * ${u(63, 'v.id')})::BIGINT))
     FROM offers o WHERE o.id = v.offer_id AND v.status <> 'pending'`,
  );
  await db.run(
    `UPDATE conversions SET decided_at = created_at + INTERVAL 1 HOUR
     WHERE status <> 'pending' AND decided_at IS NULL`,
  );
  for (const [status, table, salt] of /** @type {const} */ ([
    ['declined', DECLINES, 70],
    ['reversed', REVERSALS, 80],
  ])) {
    const { code, text } = reasonCases(table, salt);
    await db.run(
      `UPDATE conversions SET reason = ${code}, reason_text = ${text} WHERE status = '${status}'`,
    );
  }
}
