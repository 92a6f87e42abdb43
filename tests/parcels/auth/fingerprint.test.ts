// The fingerprint is retried up to 5 times 1 s apart, the audio source is bounded to
// 1000 ms, webgl, canvas, fonts and plugins are excluded, and the library loads lazily once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIO_TIMEOUT_MS,
  EXCLUDED_SOURCES,
  boundedAudio,
  within,
} from '../../../src/shared/fingerprint/collect';
import {
  FINGERPRINT_ATTEMPTS,
  FINGERPRINT_RETRY_MS,
  getFingerprint,
  resetFingerprintCache,
  withRetries,
} from '../../../src/shared/fingerprint';

// The other tests get a fixed fingerprint (tests/setup.ts); this file tests the real one.
vi.unmock('../../../src/shared/fingerprint');

afterEach(() => {
  vi.useRealTimers();
  resetFingerprintCache();
});

describe('fingerprint', () => {
  it('tries up to 5 times, waiting 1 s between tries', async () => {
    const waits: number[] = [];
    const task = vi.fn(async () => {
      throw new Error('not yet');
    });
    await expect(
      withRetries(task, FINGERPRINT_ATTEMPTS, FINGERPRINT_RETRY_MS, async (ms) => {
        waits.push(ms);
      }),
    ).rejects.toThrow('not yet');
    expect(task).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
  });

  it('stops at the first success', async () => {
    let calls = 0;
    const task = async () => {
      calls += 1;
      if (calls < 3) throw new Error('flaky');
      return 'id';
    };
    await expect(withRetries(task, 5, 1000, async () => undefined)).resolves.toBe('id');
    expect(calls).toBe(3);
  });

  it('excludes the webgl, canvas, fonts and plugins sources', () => {
    expect([...EXCLUDED_SOURCES].sort()).toEqual(
      ['canvas', 'fontPreferences', 'fonts', 'plugins', 'webGlBasics', 'webGlExtensions'].sort(),
    );
  });

  it('gives the audio source at most 1000 ms', async () => {
    vi.useFakeTimers();
    const slow = () => () => new Promise<number>(() => undefined);
    const getter = boundedAudio(slow)();
    expect(typeof getter).toBe('function');
    const result = (getter as () => Promise<number>)();
    await vi.advanceTimersByTimeAsync(AUDIO_TIMEOUT_MS);
    await expect(result).resolves.toBe(-3);
    await expect(within(Promise.resolve(7), 1000, 0)).resolves.toBe(7);
    expect(boundedAudio(() => -2)()).toBe(-2);
  });

  it('computes one identifier per page and caches it', async () => {
    const first = await getFingerprint();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await getFingerprint()).toBe(first);
  }, 20_000);
});
