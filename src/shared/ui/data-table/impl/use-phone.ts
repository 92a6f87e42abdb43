import { useSyncExternalStore } from 'react';

// Phone width ends at 767 px: below it a table becomes a list of cards.
const PHONE = '(max-width: 767px)';

const query = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;

const subscribe = (listener: () => void) => {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

/** Whether the window is phone-wide, following resizes and rotation. */
export const usePhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
