// @ts-check
/**
 * The PIN that confirms payout account changes: mailed on request, valid for 10 minutes and
 * for one action. Five wrong PINs in a row lock every PIN action of the publisher for 15
 * minutes; a new PIN does not reset the count, only a right PIN or the end of the lock does.
 */
import { createHash, randomInt } from 'node:crypto';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { violationError } from '../../lib/validation.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */

export const PIN_TTL_MINUTES = 10;
export const MAX_WRONG_PINS = 5;
export const LOCK_MINUTES = 15;
export const LOCKED_MESSAGE = `Too many wrong PINs: PIN actions are locked for ${LOCK_MINUTES} minutes.`;
/** After a new e-mail is confirmed, PINs wait this long: a taken-over address gets none. */
export const PIN_WAIT_AFTER_EMAIL_CHANGE_HOURS = 24;

const hashPin = (/** @type {string} */ pin) => createHash('sha256').update(pin).digest('hex');
const minutesFromNow = (/** @type {number} */ n) => sqlTimestamp(new Date(Date.now() + n * 60_000));

/**
 * The publisher's PIN row, created empty on first use.
 * @param {Pick<Db, 'get' | 'run'>} db
 * @param {number} publisherId
 */
async function pinRow(db, publisherId) {
  await db.run(
    `INSERT INTO publisher_pins (publisher_id, failures) VALUES ($1, 0) ON CONFLICT DO NOTHING`,
    [publisherId],
  );
  const row = await db.get(
    `SELECT pin_hash, expires_at < $2 AS expired, coalesce(locked_until > $2, FALSE) AS locked,
            locked_until IS NOT NULL AS had_lock, failures
     FROM publisher_pins WHERE publisher_id = $1`,
    [publisherId, sqlTimestamp()],
  );
  if (!row) throw new Error('publisher_pins row missing');
  if (row.locked) throw new HttpError(429, LOCKED_MESSAGE);
  // A lock that ran out starts a fresh count.
  if (row.had_lock) {
    await db.run(
      `UPDATE publisher_pins SET locked_until = NULL, failures = 0 WHERE publisher_id = $1`,
      [publisherId],
    );
    return { ...row, failures: 0 };
  }
  return row;
}

/**
 * 403 (with Retry-After) within 24 hours of an e-mail change.
 * @param {Pick<Db, 'get'>} db
 * @param {number} publisherId
 */
async function refuseAfterEmailChange(db, publisherId) {
  const row = await db.get(
    `SELECT strftime(email_changed_at + INTERVAL ${PIN_WAIT_AFTER_EMAIL_CHANGE_HOURS} HOUR,
              '%Y-%m-%dT%H:%M:%SZ') AS until
     FROM publishers WHERE id = $1 AND email_changed_at > $2`,
    [
      publisherId,
      sqlTimestamp(new Date(Date.now() - PIN_WAIT_AFTER_EMAIL_CHANGE_HOURS * 3600_000)),
    ],
  );
  if (!row) return;
  const until = String(row.until);
  const seconds = Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 1000));
  throw new HttpError(
    403,
    `Your e-mail address was changed less than ${PIN_WAIT_AFTER_EMAIL_CHANGE_HOURS} hours ago. For your security, PINs are sent again from ${until.replace('T', ' ').replace('Z', ' UTC')}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Creates a PIN for the publisher and mails it; 429 while PIN actions are locked.
 * @param {import('../../lib/app-context.mjs').AppContext} app
 * @param {number} publisherId
 */
export async function requestPin(app, publisherId) {
  await refuseAfterEmailChange(app.db, publisherId);
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const email = await app.db.transaction(async (tx) => {
    await pinRow(tx, publisherId);
    await tx.run(
      `UPDATE publisher_pins SET pin_hash = $2, expires_at = $3 WHERE publisher_id = $1`,
      [publisherId, hashPin(pin), minutesFromNow(PIN_TTL_MINUTES)],
    );
    const row = await tx.get(`SELECT email FROM publishers WHERE id = $1`, [publisherId]);
    return String(row?.email);
  });
  await app.mailer.sendMail({
    to: email,
    subject: 'Your PIN for payment accounts',
    text: `Your PIN: ${pin}\n\nIt confirms one change of your payment accounts and expires in ${PIN_TTL_MINUTES} minutes. If you did not ask for it, change your password.`,
  });
}

/**
 * Spends the publisher's PIN, or answers 422 on `pin` (wrong, expired, none requested) or 429
 * (locked). Runs in a transaction of its own, so a wrong PIN counts even though the request
 * fails.
 * @param {Db} db
 * @param {number} publisherId
 * @param {string} pin
 */
export async function spendPin(db, publisherId, pin) {
  const outcome = await db.transaction(async (tx) => {
    const row = await pinRow(tx, publisherId);
    if (row.pin_hash === null) return 'Request a PIN first: it is sent to your e-mail.';
    if (row.expired) return 'The PIN has expired. Request a new one.';
    if (hashPin(pin.trim()) === row.pin_hash) {
      await tx.run(
        `UPDATE publisher_pins SET pin_hash = NULL, expires_at = NULL, failures = 0
         WHERE publisher_id = $1`,
        [publisherId],
      );
      return null;
    }
    const failures = Number(row.failures) + 1;
    if (failures >= MAX_WRONG_PINS) {
      await tx.run(
        `UPDATE publisher_pins SET pin_hash = NULL, expires_at = NULL, failures = $2,
         locked_until = $3 WHERE publisher_id = $1`,
        [publisherId, failures, minutesFromNow(LOCK_MINUTES)],
      );
      return 'locked';
    }
    await tx.run(`UPDATE publisher_pins SET failures = $2 WHERE publisher_id = $1`, [
      publisherId,
      failures,
    ]);
    const left = MAX_WRONG_PINS - failures;
    return `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
  });
  if (outcome === 'locked') throw new HttpError(429, LOCKED_MESSAGE);
  if (outcome) throw violationError([{ propertyPath: 'pin', message: outcome }]);
}
