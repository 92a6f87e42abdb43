// Colour scheme: light, dark or system (stored). In system mode the OS preference is followed live.
// The resolved scheme is the data-theme attribute of the widget root; tokens.css does the rest.
import { getWidgetRoot } from '../dom/widget-root';

export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'publisher-platform:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();
let mode: ThemeMode = 'system';
let media: MediaQueryList | null = null;

export function readStoredMode(storage: Storage = localStorage): ThemeMode {
  try {
    const value = storage.getItem(THEME_STORAGE_KEY);
    return MODES.includes(value as ThemeMode) ? (value as ThemeMode) : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(current: ThemeMode, systemDark: boolean): ResolvedTheme {
  if (current === 'system') return systemDark ? 'dark' : 'light';
  return current;
}

function apply(): void {
  const resolved = resolveTheme(mode, media?.matches ?? false);
  const root = getWidgetRoot();
  root.setAttribute('data-theme', resolved);
  root.setAttribute('data-theme-mode', mode);
  listeners.forEach((listener) => listener());
}

/** Starts theme handling: reads the stored mode and follows the OS while in system mode. */
export function initTheme(): () => void {
  mode = readStoredMode();
  media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', apply);
  apply();
  return () => media?.removeEventListener('change', apply);
}

export function setThemeMode(next: ThemeMode): void {
  mode = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage was checked by the loader; a later failure only loses persistence.
  }
  apply();
}

export const getThemeMode = (): ThemeMode => mode;
export const getResolvedTheme = (): ResolvedTheme => resolveTheme(mode, media?.matches ?? false);
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
