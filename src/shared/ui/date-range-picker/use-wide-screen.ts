import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 768px)';

/** Two calendar months side by side from the tablet breakpoint on, one on a phone. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia?.(WIDE);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}
