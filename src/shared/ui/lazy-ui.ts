import type { ComponentType } from 'react';
import type * as LazyUiModule from './lazy';
import { styledChunk } from '../parcel/chunk';
import { lazyPart } from './lazy-part';

type LazyUi = typeof LazyUiModule;

/** The lazily loaded UI parts, resolved once their stylesheet is in too. */
export const loadLazyUi = styledChunk(() => import('./lazy'));

let lazyUiSettling: Promise<void> | null = null;

/**
 * A promise that settles, never rejects, once the lazily loaded UI parts are in (or failed to
 * load: each part then shows its own failure); the same object on every call. Routed parcels
 * wait for it before their first screen, so hints, notices and flags never pop in and push the
 * page down.
 */
export function lazyUiSettled(): Promise<void> {
  lazyUiSettling ??= loadLazyUi().then(
    () => undefined,
    () => undefined,
  );
  return lazyUiSettling;
}

/** One part of the lazily loaded UI, drawn as `Fallback` until that code is in. */
export const lazyUiPart = <P extends object>(
  pick: (ui: LazyUi) => ComponentType<P>,
  Fallback?: ComponentType<P>,
): ComponentType<P> => lazyPart(loadLazyUi, pick, Fallback);
