/**
 * Local storage check: the portal keeps the session, theme and app version there, so it
 * cannot run when storage is blocked (Safari/Firefox privacy settings, some embedded
 * frames, "block all cookies" in Chrome, full quota).
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

export var STORAGE_PROBE_KEY = '__publisher_platform_probe__';

/** The part of `window` the check touches. */
export interface StorageHost {
  readonly localStorage: Storage;
}

/**
 * True when a value can be written to and removed from `localStorage`. Any exception
 * counts as blocked: reading `window.localStorage` itself throws a SecurityError when
 * storage is disabled, and `setItem` throws when it is read-only or over quota.
 */
export function isLocalStorageAvailable(host: StorageHost): boolean {
  try {
    var storage = host.localStorage;
    if (!storage) return false;
    storage.setItem(STORAGE_PROBE_KEY, STORAGE_PROBE_KEY);
    storage.removeItem(STORAGE_PROBE_KEY);
    return true;
  } catch (_error) {
    return false;
  }
}
