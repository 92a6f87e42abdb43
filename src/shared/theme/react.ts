import { useSyncExternalStore } from 'react';
import { getResolvedTheme, getThemeMode, subscribeTheme } from './theme';

export function useThemeMode() {
  const mode = useSyncExternalStore(subscribeTheme, getThemeMode, getThemeMode);
  const resolved = useSyncExternalStore(subscribeTheme, getResolvedTheme, getResolvedTheme);
  return { mode, resolved };
}
