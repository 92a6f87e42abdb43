import { useSyncExternalStore } from 'react';

/** The portal's breakpoints: mobile ≤ 767, tablet ≤ 1023, desktop ≥ 1235 (Tailwind md, lg, xl). */
export const MEDIA = {
  md: '(min-width: 768px)',
  lg: '(min-width: 1024px)',
  xl: '(min-width: 1235px)',
} as const;

/** Whether a media query matches, following changes (window resize, device rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
