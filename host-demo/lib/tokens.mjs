// @ts-check
/**
 * One-time links (activation, password reset, e-mail update). Only the SHA-256 of a token is
 * stored; using a token deletes it, so a link works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sqlTimestamp } from './db.mjs';

/** @typedef {'activation' | 'reset' | 'email_update'} TokenKind */
/** @typedef {{ publisherId: number, email: string | null }} TokenData */

export const HOUR_MS = 3600 * 1000;

/** Lifetimes in milliseconds. */
export const TOKEN_LIFETIME = /** @type {const} */ ({
  activation: 24 * HOUR_MS,
  reset: 2 * HOUR_MS,
  email_update: 24 * HOUR_MS,
});

/** @param {string} token */
const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/** Tokens are base64url; anything else cannot be one of ours and is not looked up. */
const looksLikeToken = (/** @type {string} */ token) => /^[\w-]{20,100}$/.test(token);

/**
 * Creates a token; returns the value for the link.
 * @param {Pick<import('./db.mjs').Db, 'run'>} db  may be a transaction
 * @param {TokenKind} kind
 * @param {number} publisherId
 * @param {string | null} [email]
 */
export async function issueToken(db, kind, publisherId, email = null) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.run(`DELETE FROM publisher_tokens WHERE expires_at <= $1`, [sqlTimestamp()]);
  await db.run(
    `INSERT INTO publisher_tokens (id, kind, publisher_id, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      kind,
      publisherId,
      email,
      sqlTimestamp(new Date(now)),
      sqlTimestamp(new Date(now + TOKEN_LIFETIME[kind])),
    ],
  );
  return token;
}

/** @param {import('./db.mjs').Row | undefined} row @returns {TokenData | null} */
const toData = (row) =>
  row
    ? {
        publisherId: Number(row.publisher_id),
        email: row.email === null ? null : String(row.email),
      }
    : null;

/**
 * A valid (unused, unexpired) token, without using it up.
 * @param {Pick<import('./db.mjs').Db, 'get'>} db
 * @param {TokenKind} kind
 * @param {string} token
 */
export async function peekToken(db, kind, token) {
  if (!looksLikeToken(token)) return null;
  const row = await db.get(
    `SELECT publisher_id, email FROM publisher_tokens
     WHERE id = $1 AND kind = $2 AND expires_at > $3`,
    [hashToken(token), kind, sqlTimestamp()],
  );
  return toData(row);
}

/**
 * Uses a token up. Returns null when it is unknown, expired or already used, so of two
 * concurrent uses exactly one succeeds.
 * @param {Pick<import('./db.mjs').Db, 'get'>} db  may be a transaction
 * @param {TokenKind} kind
 * @param {string} token
 */
export async function consumeToken(db, kind, token) {
  if (!looksLikeToken(token)) return null;
  const row = await db.get(
    `DELETE FROM publisher_tokens WHERE id = $1 AND kind = $2 AND expires_at > $3
     RETURNING publisher_id, email`,
    [hashToken(token), kind, sqlTimestamp()],
  );
  return toData(row);
}

/**
 * Forgets a publisher's other tokens of a kind (e.g. older e-mail update links).
 * @param {Pick<import('./db.mjs').Db, 'run'>} db
 * @param {TokenKind} kind
 * @param {number} publisherId
 */
export async function revokeTokens(db, kind, publisherId) {
  await db.run(`DELETE FROM publisher_tokens WHERE kind = $1 AND publisher_id = $2`, [
    kind,
    publisherId,
  ]);
}
