// The one way to load a code-split file (a page, a part of the kit, a chart). A file that fails to
// load is asked for again by the next call (the loader forgets a failed load, so the request goes
// past its cache): the part's error view offers Retry, and the content is drawn in place. When
// that retry fails on the same file again, the page is loaded again once (a new deploy may have
// replaced the files); the time of that reload is remembered, so a file that keeps failing shows
// its error instead of reloading in a loop. A retry that gets further (another file of the part
// fails) just shows the error again.
import { reportError } from '../report/reporter';

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

/** A code-split file that could not be loaded; the next call of its chunk asks for it again. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A code-split chunk could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

const recovered = new Set<() => void>();

/** Calls `listener` whenever a chunk that had failed comes in; answers how to stop. */
export function onChunkRecovered(listener: () => void): () => void {
  recovered.add(listener);
  return () => recovered.delete(listener);
}

// The loader names the file that failed in its error: the same text is the same file again.
const reason = (error: unknown): string =>
  error instanceof ChunkLoadError ? reason(error.cause) : String((error as Error | null)?.message);
const sameFailure = (before: ChunkLoadError, error: unknown) => reason(before) === reason(error);

/** A code-split module, loaded once. */
export interface Chunk<M> {
  /** Loads it (the same promise while it loads and once it is in; a new try after a failure). */
  (): Promise<M>;
  /** The module once it is in; undefined before. */
  loaded: () => M | undefined;
  /** Why its last load failed, until the next call tries again. */
  failed: () => ChunkLoadError | undefined;
}

export function chunk<M>(
  load: () => Promise<M>,
  reload = () => window.location.reload(),
): Chunk<M> {
  let loading: Promise<M> | null = null;
  let module: M | undefined;
  let failure: ChunkLoadError | undefined;
  const get = (): Promise<M> => {
    if (loading) return loading;
    const before = failure;
    failure = undefined;
    loading = load().then(
      (loadedModule) => {
        module = loadedModule;
        if (before) for (const listener of [...recovered]) listener();
        return loadedModule;
      },
      (error: unknown) => {
        const failed = error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
        // One dropped connection is no fault to report; a file that fails its retry too is.
        const reported = before ? reportError(failed.cause, 'chunk') : null;
        if (before && sameFailure(before, error) && shouldReloadForChunk()) {
          // The report leaves before the page does, or within a second.
          void Promise.race([reported, new Promise((wait) => setTimeout(wait, 1_000))]).then(
            reload,
          );
          return new Promise<M>(() => undefined);
        }
        loading = null;
        failure = failed;
        throw failure;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => module, failed: () => failure });
}

/** A chunk whose module links a stylesheet of its own (`loadStyles`): in once both are. */
export const styledChunk = <M extends { loadStyles: () => Promise<void> }>(
  load: () => Promise<M>,
): Chunk<M> => chunk(() => load().then((module) => module.loadStyles().then(() => module)));
