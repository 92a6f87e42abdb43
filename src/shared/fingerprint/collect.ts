// The FingerprintJS part of the fingerprint (a lazy chunk). The webgl, canvas, fonts and
// plugins sources are left out and the audio source is given at most 1000 ms. load() has no way
// to exclude sources, so the sources are loaded directly and hashed as load() would hash them.
import {
  hashComponents,
  loadSources,
  prepareForSources,
  sources,
  type UnknownComponents,
} from '@fingerprintjs/fingerprintjs';

export const EXCLUDED_SOURCES = [
  'webGlBasics',
  'webGlExtensions',
  'canvas',
  'fonts',
  'fontPreferences',
  'plugins',
] as const;
export const AUDIO_TIMEOUT_MS = 1000;
/** What FingerprintJS itself records when audio rendering times out. */
const AUDIO_TIMED_OUT = -3;

/** Resolves with `fallback` when `promise` takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The audio source with its second stage bounded to AUDIO_TIMEOUT_MS. */
export function boundedAudio(audio: typeof sources.audio = sources.audio) {
  return (): number | (() => Promise<number>) => {
    const loaded = audio();
    if (typeof loaded !== 'function') return loaded;
    return () => within(loaded(), AUDIO_TIMEOUT_MS, AUDIO_TIMED_OUT);
  };
}

export async function collectFingerprint(): Promise<string> {
  await prepareForSources();
  const getComponents = loadSources(
    { ...sources, audio: boundedAudio() },
    { cache: {}, debug: false },
    EXCLUDED_SOURCES,
  );
  const components: UnknownComponents = await getComponents();
  return hashComponents(components);
}
