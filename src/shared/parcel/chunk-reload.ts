// A failed page-chunk load forces a single reload (a new deploy replaced the files).
// The time of the last forced reload is remembered so a chunk that keeps failing shows the error
// instead of reloading in a loop.
const KEY = 'publisher-platform:chunk-reload';
const WINDOW_MS = 30_000;

export function shouldReloadForChunk(now = Date.now(), storage: Storage = sessionStorage): boolean {
  try {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (now - last < WINDOW_MS) return false;
    storage.setItem(KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * A code-split chunk that could not be loaded. SystemJS and React.lazy both keep the failure, so
 * only a page load fetches it again: a Retry for this error reloads the page.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A code-split chunk could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

/** Wraps a code-split import: first failure reloads the page once; a repeat failure rejects. */
export function loadChunk<T>(factory: () => Promise<T>, reload = () => window.location.reload()) {
  return (): Promise<T> =>
    factory().catch((error: unknown) => {
      if (shouldReloadForChunk()) {
        reload();
        return new Promise<T>(() => undefined);
      }
      throw new ChunkLoadError(error);
    });
}
