import { useSyncExternalStore } from 'react';
import { getHistory } from './history';

const subscribe = (listener: () => void) => getHistory().subscribe(listener);
const pathname = () => getHistory().location.pathname;

/** The current path, following the shared history (for code outside a parcel's router). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}
