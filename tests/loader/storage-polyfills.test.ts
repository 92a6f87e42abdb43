// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPolyfills } from '../../src/loader/polyfills';
import {
  STORAGE_PROBE_KEY,
  isLocalStorageAvailable,
  type StorageHost,
} from '../../src/loader/storage';

function securityError(): DOMException {
  return new DOMException('The operation is insecure.', 'SecurityError');
}

describe('isLocalStorageAvailable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is true for a working localStorage and leaves no probe key behind', () => {
    expect(isLocalStorageAvailable(window)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_PROBE_KEY)).toBeNull();
  });

  it('is false when reading window.localStorage throws (storage disabled)', () => {
    const host = Object.defineProperty({}, 'localStorage', {
      get(): Storage {
        throw securityError();
      },
    }) as StorageHost;
    expect(isLocalStorageAvailable(host)).toBe(false);
  });

  it('is false when setItem throws (blocked, read-only or full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(isLocalStorageAvailable(window)).toBe(false);
  });

  it('is false when removeItem throws', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw securityError();
    });
    expect(isLocalStorageAvailable(window)).toBe(false);
  });
});

describe('installPolyfills', () => {
  const originalHasOwn = Object.getOwnPropertyDescriptor(Object, 'hasOwn');
  const originalAt = Object.getOwnPropertyDescriptor(Array.prototype, 'at');

  afterEach(() => {
    if (originalHasOwn) Object.defineProperty(Object, 'hasOwn', originalHasOwn);
    if (originalAt) Object.defineProperty(Array.prototype, 'at', originalAt);
  });

  function removeBuiltIns(): void {
    Reflect.deleteProperty(Object, 'hasOwn');
    Reflect.deleteProperty(Array.prototype, 'at');
    expect('hasOwn' in Object).toBe(false);
    expect('at' in Array.prototype).toBe(false);
  }

  it('adds Object.hasOwn and Array.prototype.at, non-enumerable, when missing', () => {
    removeBuiltIns();
    installPolyfills();

    expect(Object.getOwnPropertyDescriptor(Object, 'hasOwn')).toMatchObject({
      enumerable: false,
      writable: true,
      configurable: true,
    });
    expect(Object.getOwnPropertyDescriptor(Array.prototype, 'at')?.enumerable).toBe(false);
    const keys: string[] = [];
    for (const key in [1, 2]) keys.push(key);
    expect(keys).toEqual(['0', '1']);

    expect(Object.hasOwn({ a: 1 }, 'a')).toBe(true);
    expect(Object.hasOwn({ a: 1 }, 'toString')).toBe(false);
    expect(() => Object.hasOwn(null as unknown as object, 'a')).toThrow(TypeError);

    const list = ['a', 'b', 'c'];
    expect(list.at(0)).toBe('a');
    expect(list.at(-1)).toBe('c');
    expect(list.at(1.7)).toBe('b');
    expect(list.at(-1.5)).toBe('c');
    expect(list.at(3)).toBeUndefined();
    expect(list.at(-4)).toBeUndefined();
    expect(list.at(Number.NaN)).toBe('a');
  });

  it('keeps the native implementations when present', () => {
    const nativeHasOwn = Object.hasOwn;
    const nativeAt = Array.prototype.at;
    installPolyfills();
    expect(Object.hasOwn).toBe(nativeHasOwn);
    expect(Array.prototype.at).toBe(nativeAt);
  });
});
