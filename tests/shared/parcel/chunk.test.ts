// A code-split file that fails is asked for again by the next call (its Retry), in place; when
// that retry fails too, the page is loaded again once, and a file that keeps failing right after
// that reload shows its error instead of reloading in a loop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunk,
  isChunkLoadError,
  onChunkRecovered,
  shouldReloadForChunk,
  styledChunk,
} from '../../../src/shared/parcel/chunk';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

let reportLeaves: () => void = () => undefined;
const reportError = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('../../../src/shared/report/reporter', () => ({ reportError }));

beforeEach(() => {
  reportError.mockReset();
  reportError.mockImplementation(() => Promise.resolve());
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk', () => {
  it('answers the module when the file loads, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ ok: 1 }));
    const from = chunk(load);
    expect(from.loaded()).toBeUndefined();
    await expect(from()).resolves.toEqual({ ok: 1 });
    await from();
    expect(from.loaded()).toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects a first failure without reloading, and the next call asks again', async () => {
    const reload = vi.fn();
    const load = vi
      .fn<() => Promise<{ ok: number }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ ok: 1 });
    const from = chunk(load, reload);
    const error: unknown = await from().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toEqual(chunkError());
    expect(from.failed()).toBe(error);
    await expect(from()).resolves.toEqual({ ok: 1 });
    expect(from.failed()).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the retry fails too, and keeps the caller waiting', async () => {
    const reload = vi.fn();
    const from = chunk(() => Promise.reject(chunkError()), reload);
    await from().catch(() => undefined);
    const settled = vi.fn();
    from().then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    // The first failure was no fault; the retry's was, and was reported.
    expect(reportError).toHaveBeenCalledOnce();
  });

  it("reloads only once the retry's failure has been reported", async () => {
    reportError.mockImplementation(() => new Promise<void>((leave) => (reportLeaves = leave)));
    const reload = vi.fn();
    const from = chunk(() => Promise.reject(chunkError()), reload);
    await from().catch(() => undefined);
    void from();
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();
    reportLeaves();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('shows the failure again, without a reload, when the retry fails on another file', async () => {
    const reload = vi.fn();
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('https://cdn.example/page.js'))
      .mockRejectedValueOnce(new Error('https://cdn.example/part-of-page.js'));
    const from = chunk(load, reload);
    await from().catch(() => undefined);
    const error: unknown = await from().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the failure instead of reloading again within the window', async () => {
    const reload = vi.fn();
    sessionStorage.setItem('publisher-platform:chunk-reload', String(Date.now() - 10_000));
    const from = chunk(() => Promise.reject(chunkError()), reload);
    await from().catch(() => undefined);
    const error: unknown = await from().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the listeners when a file that had failed comes in', async () => {
    const heard = vi.fn();
    const stop = onChunkRecovered(heard);
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(1);
    const from = chunk(load);
    await from().catch(() => undefined);
    expect(heard).not.toHaveBeenCalled();
    await from();
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('with a stylesheet of its own, is in once both are, and asks for a failed sheet again', async () => {
    const loadStyles = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('sheet'))
      .mockResolvedValue();
    const from = styledChunk(() => Promise.resolve({ loadStyles, ok: 1 }));
    await expect(from()).rejects.toThrow();
    await expect(from()).resolves.toMatchObject({ ok: 1 });
    expect(loadStyles).toHaveBeenCalledTimes(2);
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
