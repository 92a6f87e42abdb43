// @ts-check
/**
 * Deterministic pseudo-random numbers for seeding (Math.random would make every data
 * directory different). Each seeder derives its own stream from a label, so adding a seeder
 * or drawing more numbers in one does not shift the data of the others.
 */

/**
 * FNV-1a: turns a label into a 32-bit seed.
 * @param {string} text
 */
function hashLabel(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * @typedef {object} Rng
 * @property {() => number} next  uniform in [0, 1)
 * @property {(min: number, max: number) => number} int  integer in [min, max]
 * @property {<T>(items: readonly T[]) => T} pick
 * @property {(length: number) => Buffer} bytes
 */

/**
 * mulberry32: tiny, fast and good enough for demo data.
 * @param {string} label
 * @returns {Rng}
 */
export function createRng(label) {
  let state = hashLabel(label);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    bytes: (length) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}
