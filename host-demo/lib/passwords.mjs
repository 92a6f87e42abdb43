// @ts-check
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can change later. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number }} cost
 * @returns {Promise<Buffer>}
 */
function derive(password, salt, cost) {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * @param {string} password
 * @param {Buffer} [salt]  pass a seeded salt for deterministic demo data; random otherwise
 */
export async function hashPassword(password, salt = randomBytes(16)) {
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * @param {string} password
 * @param {string} stored
 */
export async function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when the user does not exist, so timing does not reveal valid usernames. */
export const DUMMY_HASH = await hashPassword('not-a-real-password', Buffer.alloc(16));
