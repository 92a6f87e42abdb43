// @ts-check
/** A conversions list row → the Conversion resource and its CSV row. */
import { wallTime } from './time.mjs';

const DAY_MS = 86_400_000;

/** A stored UTC TIMESTAMP → epoch ms, or null. @param {unknown} value */
const epoch = (value) =>
  value === null || value === undefined ? null : Date.parse(`${String(value).replace(' ', 'T')}Z`);
/** @param {number | null} at */
const iso = (at) => (at === null ? null : new Date(at).toISOString().replace('.000Z', 'Z'));

/**
 * The offer or smartlink a click or conversion came through, from the row's
 * `offer_relative_id`/`offer_title` and `smartlink_relative_id`/`smartlink_title`.
 * @param {import('../../lib/db.mjs').Row} row
 */
export const campaignRefs = (row) => ({
  offer:
    row.offer_relative_id === null
      ? null
      : { relativeId: Number(row.offer_relative_id), title: String(row.offer_title) },
  smartlink:
    row.smartlink_relative_id === null
      ? null
      : { relativeId: Number(row.smartlink_relative_id), title: String(row.smartlink_title) },
});

/**
 * @param {import('../../lib/db.mjs').Row} row  with the offer's hold_days
 * @param {string} zone
 * @param {(createdAt: number) => number | null} paymentOf  expectedPayments' answer
 */
export function conversionResource(row, zone, paymentOf) {
  const time = (/** @type {unknown} */ value) =>
    value === null || value === undefined ? null : `${String(value).replace(' ', 'T')}Z`;
  const createdAt = epoch(row.created_at) ?? 0;
  const status = String(row.status);
  return {
    '@id': `/publisher/api/ch/conversions/${row.id}`,
    id: Number(row.id),
    transactionId: String(row.transaction_id),
    advTid: row.adv_tid === null ? null : String(row.adv_tid),
    createdAt: time(row.created_at),
    saleTime: wallTime(createdAt, zone),
    clickedAt: time(row.clicked_at),
    ...campaignRefs(row),
    goal: row.goal_title === null ? null : String(row.goal_title),
    status,
    payout: Number(row.payout),
    currency: String(row.currency),
    country: row.country === null ? null : String(row.country),
    device: row.device === null ? null : String(row.device),
    sub1: row.sub1 ?? null,
    sub2: row.sub2 ?? null,
    sub3: row.sub3 ?? null,
    sub4: row.sub4 ?? null,
    sub5: row.sub5 ?? null,
    sub6: row.sub6 ?? null,
    reason:
      row.reason === null || row.reason === undefined
        ? null
        : {
            code: String(row.reason),
            text: row.reason_text === null ? null : String(row.reason_text),
          },
    decidedAt: time(row.decided_at),
    expectedDecisionAt:
      status === 'pending' && row.hold_days !== null && row.hold_days !== undefined
        ? iso(createdAt + Number(row.hold_days) * DAY_MS)
        : null,
    expectedPaymentAt: status === 'approved' ? iso(paymentOf(createdAt)) : null,
  };
}
/** An ISO time → its day in `zone`. @param {string | null | undefined} at @param {string} zone */
const dayIn = (at, zone) => (at ? wallTime(Date.parse(at), zone).slice(0, 10) : null);

/** @param {ReturnType<typeof conversionResource>} c @param {string} zone */
export const conversionCsvRow = (c, zone) => ({
  saleTime: c.saleTime,
  transactionId: c.transactionId,
  advTid: c.advTid,
  offer: c.offer ? `${c.offer.relativeId} ${c.offer.title}` : null,
  smartlink: c.smartlink ? `${c.smartlink.relativeId} ${c.smartlink.title}` : null,
  goal: c.goal,
  payout: c.payout.toFixed(2),
  currency: c.currency,
  status: c.status,
  country: c.country,
  device: c.device,
  sub1: c.sub1,
  sub2: c.sub2,
  sub3: c.sub3,
  sub4: c.sub4,
  sub5: c.sub5,
  sub6: c.sub6,
  reason: c.reason?.code ?? null,
  reasonText: c.reason?.text ?? null,
  expectedDecisionDate: dayIn(c.expectedDecisionAt, zone),
  expectedPaymentDate: dayIn(c.expectedPaymentAt, zone),
});
export const CONVERSION_CSV_COLUMNS = Object.keys(
  conversionCsvRow(/** @type {never} */ ({ offer: null, smartlink: null, payout: 0 }), 'UTC'),
);
