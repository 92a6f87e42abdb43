// The version header of answers is compared with the stored app version; a change
// reloads the page, once per new version.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAppVersion, VERSION_STORAGE_KEY } from '../../../src/shared/api';

const answer = (version?: string) =>
  new Response(null, { status: 204, headers: version ? { 'X-App-Version': version } : {} });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkAppVersion', () => {
  it('stores the version of the first answer without reloading', () => {
    const reload = vi.fn();
    expect(checkAppVersion(answer('5.33.1'), reload)).toBe(false);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('5.33.1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing while the version stays the same or the header is absent', () => {
    const reload = vi.fn();
    checkAppVersion(answer('5.33.1'), reload);
    checkAppVersion(answer('5.33.1'), reload);
    checkAppVersion(answer(), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('5.33.1');
  });

  it('reloads exactly once when the version changes', () => {
    const reload = vi.fn();
    checkAppVersion(answer('5.33.1'), reload);
    expect(checkAppVersion(answer('5.34.0'), reload)).toBe(true);
    checkAppVersion(answer('5.34.0'), reload);
    checkAppVersion(answer('5.34.0'), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('5.34.0');
  });

  it('never reloads when storage is unavailable', () => {
    const reload = vi.fn();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(checkAppVersion(answer('5.34.0'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('answers alternating between two versions reload at most once a minute', () => {
    const reload = vi.fn();
    const start = 1_000_000;
    checkAppVersion(answer('5.33.1'), reload, start);
    checkAppVersion(answer('5.34.0'), reload, start + 10);
    checkAppVersion(answer('5.33.1'), reload, start + 20);
    checkAppVersion(answer('5.34.0'), reload, start + 30);
    expect(reload).toHaveBeenCalledTimes(1);
    checkAppVersion(answer('5.33.1'), reload, start + 61_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
