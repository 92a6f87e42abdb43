// @ts-check
/**
 * How many clicks each publisher gets in each hour of the last 90 days: a weekly rhythm (quieter
 * weekends), a daily one (evening peak, quiet nights), slow growth and some noise. The counts are
 * scaled so that their sum is exactly the requested total.
 */

export const DAYS = 90;
const HOUR_MS = 3_600_000;

/** Share of all clicks per publisher id: the demo publisher carries about a third. */
export const PUBLISHER_SHARES = /** @type {const} */ ([
  [1, 0.34],
  [2, 0.16],
  [3, 0.02],
  [4, 0.17],
  [5, 0.13],
  [6, 0.11],
  [7, 0.07],
]);

// Monday..Sunday (getUTCDay order starts on Sunday).
const WEEKDAY = [0.72, 1.05, 1.08, 1.1, 1.06, 1.0, 0.8];
const HOUR = [
  0.35, 0.25, 0.2, 0.18, 0.2, 0.3, 0.5, 0.75, 0.95, 1.05, 1.1, 1.15, 1.2, 1.15, 1.1, 1.1, 1.15,
  1.25, 1.4, 1.55, 1.6, 1.45, 1.05, 0.65,
];

/**
 * @typedef {object} Slot
 * @property {number} publisherId
 * @property {number} hour  epoch ms of the hour's start (UTC)
 * @property {number} firstId  id of the hour's first click
 * @property {number} count
 */

/**
 * @param {number} total  clicks over all publishers
 * @param {Date} now  a whole hour: the newest click is before it, the oldest 90 days earlier
 * @param {import('../../lib/prng.mjs').Rng} rng
 * @param {number} firstId
 * @returns {Slot[]}
 */
export function planSlots(total, now, rng, firstId = 1) {
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const firstHour = lastHour - DAYS * 24 * HOUR_MS;
  /** @type {number[]} */
  const hours = [];
  for (let hour = firstHour; hour < lastHour; hour += HOUR_MS) hours.push(hour);
  /** @type {Slot[]} */
  const slots = [];
  let nextId = firstId;
  for (const [publisherId, share] of PUBLISHER_SHARES) {
    const weights = hours.map((hour, index) => {
      const date = new Date(hour);
      const growth = 0.8 + (0.4 * index) / hours.length;
      const noise = 0.75 + rng.next() * 0.5;
      return (WEEKDAY[date.getUTCDay()] ?? 1) * (HOUR[date.getUTCHours()] ?? 1) * growth * noise;
    });
    const sum = weights.reduce((a, b) => a + b, 0);
    const target = Math.round(total * share);
    let carry = 0;
    let given = 0;
    weights.forEach((weight, index) => {
      const exact = (weight / sum) * target + carry;
      const count = index === weights.length - 1 ? target - given : Math.floor(exact);
      carry = exact - count;
      given += count;
      if (count > 0) slots.push({ publisherId, hour: hours[index] ?? 0, firstId: nextId, count });
      nextId += count;
    });
  }
  return slots;
}
