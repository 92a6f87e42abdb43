/**
 * Runtime gaps of the oldest supported browsers that our bundles rely on: Safari 14.1 has no
 * `Object.hasOwn` and no `Array.prototype.at`.
 * Each is added only when missing, as a non-enumerable property like the native ones.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

function define(target: object, name: string, value: unknown): void {
  if (name in target) return;
  Object.defineProperty(target, name, {
    value: value,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

/** `at(index)` for array-likes: negative indexes count from the end. */
function at(this: ArrayLike<unknown>, index: number): unknown {
  var length = this.length >>> 0;
  var n = Number(index);
  var relative = n !== n ? 0 : n < 0 ? Math.ceil(n) : Math.floor(n);
  var k = relative >= 0 ? relative : length + relative;
  if (k < 0 || k >= length) return undefined;
  return this[k];
}

function hasOwn(object: object, key: PropertyKey): boolean {
  if (object === null || object === undefined) {
    throw new TypeError('Cannot convert undefined or null to object');
  }
  return Object.prototype.hasOwnProperty.call(Object(object), key);
}

/** Installs the missing built-ins; safe to call more than once. */
export function installPolyfills(): void {
  define(Object, 'hasOwn', hasOwn);
  define(Array.prototype, 'at', at);
}
