// @ts-check
/**
 * The second factor itself: the TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) and the recovery
 * codes. A code is accepted one step either side of now and only once: the step it matched is
 * remembered, and no step up to it is accepted again. Wrong codes are throttled by the login's
 * throttle (per account and address, account, address), as wrong passwords are.
 */
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { sqlTimestamp } from '../../lib/db.mjs';
import { attemptPassword } from '../../lib/password-attempts.mjs';
import { keyedHash, open, seal, secretKey } from './secret-box.mjs';

const PERIOD = 30;
const DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** @typedef {import('../../lib/db.mjs').Db} Db */

/** What a publisher's sealed secret and hashed codes are bound to. @param {number} id */
export const context = (id) => `two-factor:${id}`;

/** @param {string} secret  base32 @param {string} issuer @param {string} label */
const totpOf = (secret, issuer, label) =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/**
 * @param {Db} db
 * @param {number} id
 * @returns {Promise<{ enabled: boolean, secret: string, lastStep: number | null } | null>}
 */
export async function factorRow(db, id) {
  const row = await db.get(
    `SELECT enabled, secret, last_step FROM two_factor WHERE publisher_id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    enabled: row.enabled === true,
    secret: String(row.secret),
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
}

/** Whether the publisher signs in with a code. @param {Db} db @param {number} id */
export const isEnabled = async (db, id) => (await factorRow(db, id))?.enabled === true;

/**
 * A new secret, kept (encrypted) until a first code confirms it; replaces an unconfirmed one.
 * @param {import('fastify').FastifyRequest} request
 * @param {{ id: number, issuer: string, label: string }} who
 */
export async function newSecret(request, { id, issuer, label }) {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const sealed = seal(await secretKey(request), secret, context(id));
  await request.server.app.db.run(
    `INSERT OR REPLACE INTO two_factor (publisher_id, secret, enabled, last_step, enabled_at)
     VALUES ($1, $2, false, NULL, NULL)`,
    [id, sealed],
  );
  return { secret, otpauthUri: totpOf(secret, issuer, label).toString() };
}

/** @param {string} typed */
const digitsOf = (typed) => typed.replace(/[\s-]/g, '');
/** @param {string} typed */
const recoveryForm = (typed) => typed.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Accepts a TOTP code once: true when it matched a step after the last one accepted.
 * @param {import('fastify').FastifyRequest} request
 * @param {number} id
 * @param {string} typed
 */
async function acceptTotp(request, id, typed) {
  const token = digitsOf(typed);
  if (!/^\d{6}$/.test(token)) return false;
  const { db } = request.server.app;
  const row = await factorRow(db, id);
  if (!row) return false;
  const secret = open(await secretKey(request), row.secret, context(id));
  const timestamp = Date.now();
  const delta = OTPAuth.TOTP.validate({
    token,
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
    timestamp,
    window: 1,
  });
  if (delta === null) return false;
  const step = OTPAuth.TOTP.counter({ period: PERIOD, timestamp }) + delta;
  // Compared and written in one statement, so two requests with one code cannot both pass.
  const taken = await db.get(
    `UPDATE two_factor SET last_step = $1
     WHERE publisher_id = $2 AND (last_step IS NULL OR last_step < $1) RETURNING publisher_id`,
    [step, id],
  );
  return taken !== undefined;
}

/**
 * Spends a recovery code: true when it was one of the publisher's unused codes.
 * @param {import('fastify').FastifyRequest} request
 * @param {number} id
 * @param {string} typed
 */
async function spendRecoveryCode(request, id, typed) {
  const code = recoveryForm(typed);
  if (code.length !== 10) return false;
  const hash = keyedHash(await secretKey(request), context(id), code);
  const spent = await request.server.app.db.get(
    `UPDATE two_factor_recovery_codes SET used_at = $1
     WHERE publisher_id = $2 AND code_hash = $3 AND used_at IS NULL RETURNING publisher_id`,
    [sqlTimestamp(), id, hash],
  );
  return spent !== undefined;
}

/**
 * Checks a typed code (TOTP, or a recovery code when `recovery`), throttled like a password.
 * @param {import('fastify').FastifyRequest} request
 * @param {number} id
 * @param {string} typed
 * @param {{ recovery: boolean }} options
 * @returns {Promise<import('../../lib/password-attempts.mjs').Attempt>}
 */
export function attemptCode(request, id, typed, { recovery }) {
  // Counted apart from the account's passwords: the right password (which the code step follows)
  // clears those counts, and must not clear the count of wrong codes.
  return attemptPassword(request, `code:${id}`, async () => {
    if (await acceptTotp(request, id, typed)) return true;
    return recovery && (await spendRecoveryCode(request, id, typed));
  });
}

/** e.g. "k7mqd-x2hpa": 10 letters and digits, about 49 bits. */
function recoveryCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * Replaces the publisher's recovery codes with new ones; returns them (shown once, kept hashed).
 * @param {import('fastify').FastifyRequest} request
 * @param {Db} tx
 * @param {number} id
 */
export async function replaceRecoveryCodes(request, tx, id) {
  const key = await secretKey(request);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await tx.run(`DELETE FROM two_factor_recovery_codes WHERE publisher_id = $1`, [id]);
  for (const code of codes) {
    await tx.run(
      `INSERT INTO two_factor_recovery_codes (publisher_id, code_hash, used_at) VALUES ($1, $2, NULL)`,
      [id, keyedHash(key, context(id), recoveryForm(code))],
    );
  }
  return codes;
}
