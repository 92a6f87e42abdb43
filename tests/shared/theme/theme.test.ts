// Colour scheme: light, dark or system; the choice is stored, and in system mode the OS
// preference is followed live. The resolved scheme is data-theme on the widget root.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWidgetRoot } from '../../../src/shared/dom/widget-root';
import {
  getThemeMode,
  initTheme,
  readStoredMode,
  resolveTheme,
  setThemeMode,
  subscribeTheme,
  THEME_STORAGE_KEY,
} from '../../../src/shared/theme';

/** A prefers-color-scheme query whose answer the test changes, firing 'change' like browsers. */
class FakeMediaQueryList extends EventTarget {
  readonly media = '(prefers-color-scheme: dark)';
  onchange = null;
  constructor(public matches: boolean) {
    super();
  }
  set(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

let root: HTMLElement;
let os: FakeMediaQueryList;
let stop: () => void = () => undefined;

const start = (systemDark: boolean) => {
  os = new FakeMediaQueryList(systemDark);
  vi.stubGlobal('matchMedia', () => os as unknown as MediaQueryList);
  stop = initTheme();
};

beforeEach(() => {
  localStorage.clear();
  root = document.createElement('div');
  document.body.appendChild(root);
  setWidgetRoot(root);
});

afterEach(() => {
  stop();
  root.remove();
  vi.unstubAllGlobals();
});

describe('readStoredMode', () => {
  it('reads a stored mode and falls back to system for anything else', () => {
    expect(readStoredMode()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredMode()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readStoredMode()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredMode()).toBe('system');
  });

  it('falls back to system when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredMode()).toBe('system');
  });
});

describe('resolveTheme', () => {
  it('follows the OS only in system mode', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('the widget root theme', () => {
  it('in system mode follows an OS change live', () => {
    start(true);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.getAttribute('data-theme-mode')).toBe('system');
    os.set(false);
    expect(root.getAttribute('data-theme')).toBe('light');
    os.set(true);
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it('keeps a stored explicit choice whatever the OS says', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    start(true);
    expect(root.getAttribute('data-theme')).toBe('light');
    os.set(false);
    os.set(true);
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('setThemeMode applies at once, persists, and system mode follows the OS again', () => {
    start(false);
    const changes = vi.fn();
    const unsubscribe = subscribeTheme(changes);
    setThemeMode('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readStoredMode()).toBe('dark');
    setThemeMode('system');
    expect(getThemeMode()).toBe('system');
    expect(root.getAttribute('data-theme')).toBe('light');
    os.set(true);
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(changes).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('stops following the OS after the returned cleanup', () => {
    start(false);
    stop();
    os.set(true);
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('still applies a theme when the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    stop = initTheme();
    expect(root.getAttribute('data-theme')).toBe('light');
  });
});
