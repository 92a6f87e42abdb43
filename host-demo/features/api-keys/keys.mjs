// @ts-check
/** API keys: made of 32 random bytes behind a visible prefix, stored as their SHA-256 only. */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'pp_live_';
// The part of a key the list shows: the prefix and the first characters of the secret.
const SHOWN_LENGTH = KEY_PREFIX.length + 6;

/** @param {string} key */
export const hashKey = (key) => createHash('sha256').update(key).digest('hex');

export function newKey() {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, hash: hashKey(key), prefix: key.slice(0, SHOWN_LENGTH) };
}
