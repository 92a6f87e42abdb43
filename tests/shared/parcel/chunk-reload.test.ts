// A failed page-chunk load forces a single reload; a chunk that keeps failing right
// after that reload shows the error instead of reloading in a loop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  loadChunk,
  shouldReloadForChunk,
} from '../../../src/shared/parcel/chunk-reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('answers the module when the chunk loads', async () => {
    const reload = vi.fn();
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }), reload)()).resolves.toEqual({ ok: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure and keeps the caller waiting', async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    loadChunk(() => Promise.reject(chunkError()), reload)().then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects instead of reloading again when it fails again within the window', async () => {
    const reload = vi.fn();
    const load = loadChunk(() => Promise.reject(chunkError()), reload);
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    vi.setSystemTime(new Date('2025-05-01T10:00:10Z'));
    const error: unknown = await load().catch((e: unknown) => e);
    // A ChunkLoadError tells the error panel that only a page load can fetch the chunk again.
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toEqual(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a failure long after the last forced reload', async () => {
    const reload = vi.fn();
    const load = loadChunk(() => Promise.reject(chunkError()), reload);
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    vi.setSystemTime(new Date('2025-05-01T10:05:00Z'));
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});

describe('shouldReloadForChunk', () => {
  it('remembers the reload across page loads (session storage)', () => {
    const now = Date.now();
    expect(shouldReloadForChunk(now)).toBe(true);
    expect(shouldReloadForChunk(now + 29_000)).toBe(false);
    expect(shouldReloadForChunk(now + 31_000)).toBe(true);
  });

  it('never reloads when storage is unavailable (no loop without memory)', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(shouldReloadForChunk(Date.now(), broken)).toBe(false);
  });
});
