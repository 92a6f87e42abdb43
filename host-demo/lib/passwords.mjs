// @ts-check
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can change: a hash made with
 * other parameters still verifies and is replaced on the next successful login (needsRehash).
 * N = 2^17, r = 8, p = 1 as OWASP advises for scrypt; one hash takes 128 MiB and a few hundred
 * milliseconds, so at most two run at a time (the rest wait their turn).
 */
export const COST = /** @type {const} */ ({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 32;
const MAX_PARALLEL = 2;

/** @type {(() => void)[]} */
const queue = [];
let running = 0;

/** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
async function inTurn(task) {
  if (running >= MAX_PARALLEL) await new Promise((resolve) => queue.push(() => resolve(null)));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number }} cost
 * @returns {Promise<Buffer>}
 */
function derive(password, salt, cost) {
  // Node's default maxmem (32 MiB) is below what N = 2^17 needs (128 × N × r bytes).
  const maxmem = 256 * cost.N * cost.r;
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** @param {string} password */
export async function hashPassword(password, salt = randomBytes(16)) {
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');
}

/**
 * Parameters a stored hash may name; anything else (or no scrypt hash at all, as for accounts
 * nobody signs in to) never verifies.
 * @param {number} n @param {number} r @param {number} p
 */
const sane = (n, r, p) =>
  Number.isInteger(Math.log2(n)) && n >= 2 ** 10 && n <= 2 ** 20 && r >= 1 && r <= 16 && p === 1;

/**
 * @param {string} password
 * @param {string} stored
 */
export async function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !sane(cost.N, cost.r, cost.p)) {
    await derive(password, Buffer.alloc(16), COST); // the same time as a real check
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A stored hash made with older parameters. @param {string} stored */
export function needsRehash(stored) {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}

/**
 * Verified against when the user does not exist, so timing does not reveal valid usernames.
 * Precomputed (of a password nobody has): hashing at start-up would cost every start 0.3 s.
 */
export const DUMMY_HASH =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$bfCCjYtdapzQ7yuij8fh1D9tE6RiEmflZTMkQMEdYpI';
