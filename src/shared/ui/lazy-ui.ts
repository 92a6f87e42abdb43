import { createElement, lazy, useState, type ComponentType } from 'react';
import type * as LazyUiModule from './lazy';
import { readableBySuspense } from '../routing/thenable';

type LazyUi = typeof LazyUiModule;
let loading: Promise<LazyUi> | null = null;
let loaded: LazyUi | null = null;

/** The lazily loaded UI parts, resolved once their stylesheet is in too. */
export function loadLazyUi(): Promise<LazyUi> {
  loading ??= import('./lazy').then((m) => m.stylesheetReady.then(() => (loaded = m)));
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

/**
 * One part of the lazily loaded UI as a component for the caller's Suspense: drawn at once when
 * that code is in (routed parcels wait for it before their first screen), else lazily. Not
 * `React.lazy` alone: that suspends on its first render even when the code is in, and a fallback
 * committed then (nothing, for a hint) made the part pop in later and push the page down, up to
 * 300 ms later with React's fallback throttle. Each instance keeps the way it started, so it
 * never remounts.
 */
export function lazyUiPart<P extends object>(
  pick: (ui: LazyUi) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => loadLazyUi().then((ui) => ({ default: pick(ui) })));
  return function LazyUiPart(props: P) {
    const [ui] = useState(() => loaded);
    return ui ? createElement(pick(ui), props) : createElement(Lazy, props);
  };
}
