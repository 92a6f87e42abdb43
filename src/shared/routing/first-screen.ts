import { useSyncExternalStore } from 'react';

// Whether a routed page has shown its first screen in this page load. What no first screen needs
// (the header's balance and counters) is asked for after it: those answers, arriving while React
// rendered the page in slices, were rendered at once and made it throw the half-done page away
// and start again. A page that never shows (its code failed) holds them back only so long.
const AT_THE_LATEST_MS = 4000;
let shown = false;
const listeners = new Set<() => void>();

/** Called by a routed parcel once its first route is on the screen; the first call counts. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const timer = setTimeout(markFirstScreenShown, AT_THE_LATEST_MS);
  return () => {
    listeners.delete(listener);
    clearTimeout(timer);
  };
}

const isShown = () => shown;

/** True once a routed page's first screen is shown (or a few seconds have passed). */
export const useFirstScreenShown = (): boolean => useSyncExternalStore(subscribe, isShown, isShown);
