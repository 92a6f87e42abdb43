// @ts-check
/**
 * Throttles against guessing and flooding, in memory. A limit is checked and counted in one
 * synchronous step, before any await, so parallel requests cannot all slip under it. All of
 * them read one clock, which the test switch /__demo/throttle/advance moves forward.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// Past this many keys, expired ones are swept out before a new key is added.
const SWEEP_AT = 10_000;

export class Clock {
  offsetMs = 0;
  now() {
    return Date.now() + this.offsetMs;
  }
}

/** At most `limit` hits per key within a sliding `windowMs`. */
export class SlidingWindow {
  /** @type {Map<string, number[]>} hit times per key, oldest first */
  hits = new Map();

  /** @param {Clock} clock @param {{ limit: number, windowMs: number }} policy */
  constructor(clock, policy) {
    this.clock = clock;
    this.policy = policy;
  }

  /** @param {string} key */
  recent(key) {
    const since = this.clock.now() - this.policy.windowMs;
    const list = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (list.length > 0) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /**
   * Milliseconds until a hit is allowed again (0: now).
   * @param {string} key
   * @param {number} [limit]  overrides the policy's limit
   */
  wait(key, limit = this.policy.limit) {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    const oldest = list[list.length - limit] ?? this.clock.now();
    return Math.max(1, oldest + this.policy.windowMs - this.clock.now());
  }

  /**
   * Counts a hit when one is allowed; answers the wait otherwise (nothing counted).
   * @param {string} key
   * @param {number} [limit]
   */
  take(key, limit = this.policy.limit) {
    const wait = this.wait(key, limit);
    if (wait > 0) return wait;
    if (!this.hits.has(key) && this.hits.size >= SWEEP_AT) this.sweep();
    this.hits.set(key, [...this.recent(key), this.clock.now()]);
    return 0;
  }

  /** Takes back the newest hit (an attempt that turned out not to count). @param {string} key */
  undo(key) {
    const list = this.hits.get(key);
    list?.pop();
    if (list?.length === 0) this.hits.delete(key);
  }

  sweep() {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

/**
 * Consecutive failures per key: the first `free` cost nothing, then each one locks the key for
 * a delay that doubles from `baseMs` up to `maxMs`. A success clears the key; so does an hour
 * without failures.
 */
export class FailureLock {
  /** @type {Map<string, { failures: number, lockedUntil: number, lastAt: number }>} */
  entries = new Map();

  /** @param {Clock} clock @param {{ free: number, baseMs: number, maxMs: number }} policy */
  constructor(clock, policy) {
    this.clock = clock;
    this.policy = policy;
  }

  /** @param {string} key */
  entry(key) {
    const entry = this.entries.get(key);
    if (entry && this.clock.now() - entry.lastAt > HOUR_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds until the key may try again (0: now). @param {string} key */
  wait(key) {
    const entry = this.entry(key);
    return entry ? Math.max(0, entry.lockedUntil - this.clock.now()) : 0;
  }

  /** Counts a failure (before it is known, so parallel tries count too). @param {string} key */
  fail(key) {
    const now = this.clock.now();
    if (!this.entries.has(key) && this.entries.size >= SWEEP_AT) {
      for (const old of [...this.entries.keys()]) this.entry(old);
    }
    const entry = this.entry(key) ?? { failures: 0, lockedUntil: 0, lastAt: now };
    entry.failures += 1;
    entry.lastAt = now;
    const { free, baseMs, maxMs } = this.policy;
    if (entry.failures >= free) {
      entry.lockedUntil = now + Math.min(maxMs, baseMs * 2 ** (entry.failures - free));
    }
    this.entries.set(key, entry);
  }

  /** @param {string} key */
  clear(key) {
    this.entries.delete(key);
  }
}

/** Every throttle of the server; the numbers are the contract's (openapi.yaml). */
export function createThrottles() {
  const clock = new Clock();
  const throttles = {
    clock,
    /** Wrong passwords per account and client address: 5 free, then 1, 2, 4 … 15 minutes. */
    passwordPairs: new FailureLock(clock, { free: 5, baseMs: MINUTE_MS, maxMs: 15 * MINUTE_MS }),
    /** Wrong passwords per account from all addresses: 20 per 15 minutes. */
    passwordAccounts: new SlidingWindow(clock, { limit: 20, windowMs: 15 * MINUTE_MS }),
    /** Wrong passwords per client address for all accounts: 100 per 15 minutes. */
    passwordAddresses: new SlidingWindow(clock, { limit: 100, windowMs: 15 * MINUTE_MS }),
    /** Reset mails asked per client address: 10 per hour. */
    resetRequests: new SlidingWindow(clock, { limit: 10, windowMs: HOUR_MS }),
    /** Registrations per client address and hour (limit: settings.registrationLimit). */
    registrations: new SlidingWindow(clock, { limit: 5, windowMs: HOUR_MS }),
    /** Sign-up attempts, failed ones included, per address and hour (4 × the limit). */
    registrationAttempts: new SlidingWindow(clock, { limit: 20, windowMs: HOUR_MS }),
    /** Uploads per client address: 50 per hour. */
    uploads: new SlidingWindow(clock, { limit: 50, windowMs: HOUR_MS }),
    /** Requests signed with one API key: 60 per minute. */
    apiKeys: new SlidingWindow(clock, { limit: 60, windowMs: MINUTE_MS }),
    reset() {
      clock.offsetMs = 0;
      for (const part of Object.values(throttles)) {
        if (part instanceof SlidingWindow) part.hits.clear();
        if (part instanceof FailureLock) part.entries.clear();
      }
    },
  };
  return throttles;
}

/** @typedef {ReturnType<typeof createThrottles>} Throttles */

/** Whole seconds for a Retry-After header, at least 1. @param {number} ms */
export const retryAfterSeconds = (ms) => Math.max(1, Math.ceil(ms / 1000));

/** "1 minute", "15 minutes": the wait in a sentence. @param {number} ms */
export function waitText(ms) {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
