import type * as LazyUiModule from './lazy';

type LazyUi = typeof LazyUiModule;
let loading: Promise<LazyUi> | null = null;

/** The lazily loaded UI parts, resolved once their stylesheet is in too. */
export function loadLazyUi(): Promise<LazyUi> {
  loading ??= import('./lazy').then((m) => m.stylesheetReady.then(() => m));
  loading.catch(() => (loading = null));
  return loading;
}
