import type * as LazyUiModule from './lazy';

type LazyUi = typeof LazyUiModule;
let loading: Promise<LazyUi> | null = null;

/** The lazily loaded UI parts, resolved once their stylesheet is in too. */
export function loadLazyUi(): Promise<LazyUi> {
  loading ??= import('./lazy').then((m) => m.stylesheetReady.then(() => m));
  loading.catch(() => (loading = null));
  return loading;
}

let lazyUiReady = false;
let lazyUiSettling: Promise<void> | null = null;

/**
 * Null once the lazily loaded UI parts are in (or failed to load: each part then shows its own
 * failure); until then a promise that settles, never rejects. Routed parcels wait for it before
 * their first screen, so hints, notices and flags never pop in and push the page down.
 */
export function lazyUiSettled(): Promise<void> | null {
  if (lazyUiReady) return null;
  lazyUiSettling ??= loadLazyUi().then(
    () => {
      lazyUiReady = true;
    },
    () => {
      lazyUiReady = true;
    },
  );
  return lazyUiSettling;
}
