// @ts-check
/**
 * Payment methods, payout accounts, promo codes and the payment history. Payments are derived
 * from the approved conversions that exist (whatever seeded them): every Monday the balance
 * earned before the previous Monday is paid out when it reaches the account's minimal payment. A
 * last pending payment request brings the balance down to the publisher's seeded figure when
 * the earnings allow it, so the demo account opens on a familiar amount.
 */
import { insertRows, sqlTimestamp } from '../../lib/db.mjs';
import { balanceCents } from './ledger.mjs';
import { PAYMENT_METHODS, commissionCents } from './methods.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */
/** @typedef {{ at: number, cents: number }} Entry */

const DAY_MS = 86_400_000;
export const PROMO_CODES = [
  {
    id: 1,
    code: 'START5',
    amount_cents: 500,
    description: 'Welcome bonus for new publishers',
    expires_at: null,
  },
  {
    id: 2,
    code: 'WELCOME10',
    amount_cents: 1000,
    description: 'Welcome bonus: $10.00 to your balance',
    expires_at: null,
  },
  {
    id: 3,
    code: 'BLACKFRIDAY25',
    amount_cents: 2500,
    description: 'Black Friday: $25.00 to your balance',
    expires_at: null,
  },
  {
    id: 4,
    code: 'SUMMER2024',
    amount_cents: 1500,
    description: 'Summer campaign 2024',
    expires_at: '2024-09-01 00:00:00',
  },
];

/** [publisher, method, account, minimal payment in cents, active, months ago created]. */
const ACCOUNTS = /** @type {const} */ ([
  [1, 2, 'DE89 3704 0044 0532 0130 00', 50000, false, 14],
  [1, 1, 'demo@example.com', 10000, true, 10],
  [2, 4, 'Z100000000002', 2000, true, 12],
  [4, 1, 'partner01@example.net', 5000, true, 12],
  [5, 3, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 10000, true, 12],
  [6, 1, 'partner03@example.net', 5000, true, 12],
  [7, 4, 'Z100000000007', 2000, true, 12],
]);

const iso = (/** @type {number} */ ms) => sqlTimestamp(new Date(ms));
const day = (/** @type {number} */ ms) => iso(ms).slice(0, 10);

/**
 * The dated credits of a publisher, oldest first.
 * @param {Db} db
 * @param {number} publisherId
 * @returns {Promise<Entry[]>}
 */
async function credits(db, publisherId) {
  const rows = await db.all(
    `SELECT epoch_ms(max(created_at)) AS ts, sum(CAST(round(payout * 100) AS BIGINT)) AS cents
     FROM conversions WHERE publisher_id = $1 AND status = 'approved'
     GROUP BY date_trunc('day', created_at)
     UNION ALL
     SELECT epoch_ms(activated_at), amount_cents FROM promo_activations WHERE publisher_id = $1
     ORDER BY ts`,
    [publisherId],
  );
  return rows.map((row) => ({ at: Number(row.ts), cents: Number(row.cents) }));
}

/**
 * @param {Db} db
 * @param {number} now
 * @param {(typeof ACCOUNTS)[number][]} accounts  the publisher's, oldest first
 * @param {number} targetCents
 */
async function seedPayments(db, now, accounts, targetCents) {
  const publisherId = Number(accounts[0]?.[0]);
  const entries = await credits(db, publisherId);
  const first = entries[0];
  if (!first) return;
  // A payment goes to the newest account that existed at the time.
  const accountAt = (/** @type {number} */ at) => {
    const existing = accounts.filter((a) => now - a[5] * 30 * DAY_MS <= at);
    const [, methodId, text, minimal] = existing.at(-1) ?? accounts[0] ?? ACCOUNTS[0];
    const method = PAYMENT_METHODS.find((m) => m.id === methodId) ?? PAYMENT_METHODS[0];
    if (!method) throw new Error('no payment methods');
    return { method, text, minimal };
  };
  /** @type {Record<string, import('../../lib/db.mjs').SqlParam>[]} */
  const rows = [];
  let paid = 0;
  let periodStart = first.at;
  const earnedBefore = (/** @type {number} */ t) =>
    entries.filter((e) => e.at < t).reduce((sum, e) => sum + e.cents, 0);
  /** @param {number} at @param {number} cents @param {number} cutoff @param {string} status @param {string} notes */
  const pay = (at, cents, cutoff, status, notes) => {
    const { method, text } = accountAt(at);
    rows.push({
      publisher_id: publisherId,
      method_id: method.id,
      account: text,
      period_from: day(periodStart),
      period_to: day(cutoff - 1),
      notes,
      amount_cents: cents,
      commission_cents: commissionCents(cents, method),
      status,
      created_at: iso(at),
    });
  };
  // Weekly, a week in hand: every Monday at 10:00 UTC what was earned before the Monday a week
  // earlier is paid out.
  const firstDay = Date.UTC(
    new Date(first.at).getUTCFullYear(),
    new Date(first.at).getUTCMonth(),
    new Date(first.at).getUTCDate(),
  );
  const firstMonday = firstDay + ((8 - new Date(firstDay).getUTCDay()) % 7 || 7) * DAY_MS;
  let returned = false;
  for (let monday = firstMonday + 7 * DAY_MS; ; monday += 7 * DAY_MS) {
    const at = monday + 10 * 3_600_000;
    const cutoff = monday - 7 * DAY_MS;
    if (at > now - 3_600_000) break;
    const due = earnedBefore(cutoff) - paid;
    if (due < accountAt(at).minimal) continue;
    const period = `${day(periodStart)} – ${day(cutoff - 1)}`;
    // One payment of the last two months came back: the bank refused it, the money stayed.
    if (!returned && now - at < 60 * DAY_MS) {
      pay(at - DAY_MS, due, cutoff, 'declined', `Returned by the bank: ${period}`);
      returned = true;
    }
    pay(at, due, cutoff, now - at < 7 * DAY_MS ? 'pending' : 'paid', `Weekly payout for ${period}`);
    paid += due;
    periodStart = cutoff;
  }
  const at = now - 2 * 3_600_000;
  const request = earnedBefore(Infinity) - paid - targetCents;
  const later = earnedBefore(Infinity) - earnedBefore(at);
  const lastAt = rows.length ? Date.parse(`${String(rows.at(-1)?.created_at)}Z`) : 0;
  if (targetCents > 0 && request > 0 && later <= targetCents && at > lastAt) {
    pay(at, request, at, 'pending', 'Payment request');
  }
  await insertRows(db, 'payments', rows);
}

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedFinance({ db, now }) {
  await insertRows(db, 'payment_methods', PAYMENT_METHODS);
  await insertRows(db, 'promo_codes', PROMO_CODES);
  await insertRows(db, 'promo_activations', [
    { publisher_id: 1, code_id: 1, amount_cents: 500, activated_at: iso(now - 60 * DAY_MS) },
  ]);
  await insertRows(
    db,
    'payout_accounts',
    ACCOUNTS.map(([publisherId, methodId, account, minimal, active, monthsAgo]) => ({
      publisher_id: publisherId,
      method_id: methodId,
      account,
      minimal_payment_cents: minimal,
      active,
      created_at: iso(now - monthsAgo * 30 * DAY_MS),
    })),
  );
  const publishers = await db.all(`SELECT id, balance FROM publishers ORDER BY id`);
  for (const publisher of publishers) {
    const accounts = ACCOUNTS.filter((a) => a[0] === Number(publisher.id));
    if (accounts.length) {
      await seedPayments(db, now, accounts, Math.round(Number(publisher.balance) * 100));
    }
  }
  // The column follows the ledger, for anything that still reads it.
  for (const publisher of publishers) {
    const cents = await balanceCents(db, Number(publisher.id));
    await db.run(`UPDATE publishers SET balance = $1 WHERE id = $2`, [
      cents / 100,
      Number(publisher.id),
    ]);
  }
}
