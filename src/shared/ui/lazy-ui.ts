import type * as LazyUiModule from './lazy';
import { readableBySuspense } from '../routing/thenable';

type LazyUi = typeof LazyUiModule;
let loading: Promise<LazyUi> | null = null;

/** The lazily loaded UI parts, resolved once their stylesheet is in too. */
export function loadLazyUi(): Promise<LazyUi> {
  loading ??= import('./lazy').then((m) => m.stylesheetReady.then(() => m));
  loading.catch(() => (loading = null));
  return loading;
}

let lazyUiSettling: Promise<void> | null = null;

/**
 * A promise that settles, never rejects, once the lazily loaded UI parts are in (or failed to
 * load: each part then shows its own failure); the same object on every call, so a component
 * can `use()` it on every render. Routed parcels wait for it before their first screen, so
 * hints, notices and flags never pop in and push the page down.
 */
export function lazyUiSettled(): Promise<void> {
  lazyUiSettling ??= readableBySuspense(
    loadLazyUi().then(
      () => undefined,
      () => undefined,
    ),
  );
  return lazyUiSettling;
}
