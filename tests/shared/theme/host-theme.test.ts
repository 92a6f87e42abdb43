// The host's theme: colours of the scheme in use as CSS variables on the widget root (swapped with
// the scheme), radius and font; a chosen text/background pair under WCAG AA is warned about.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWidgetRoot } from '../../../src/shared/dom/widget-root';
import { initTheme, setThemeMode } from '../../../src/shared/theme';
import {
  DEFAULT_COLOURS,
  applyHostTheme,
  contrastProblems,
} from '../../../src/shared/theme/host-theme';

describe('contrastProblems', () => {
  it('finds nothing in the defaults, nor in pairs the host left alone', () => {
    expect(contrastProblems('light')).toEqual([]);
    expect(contrastProblems('dark')).toEqual([]);
    expect(contrastProblems('light', { border: '#ffffff' })).toEqual([]);
  });

  it('names each pair under 4.5:1 with its ratio, on whichever side the host chose', () => {
    // #777 on white is 4.48:1: just under AA.
    expect(contrastProblems('light', { mutedForeground: '#777777' })).toEqual([
      'theme.light: "mutedForeground" #777777 on "background" #ffffff has a contrast of 4.48:1, below WCAG AA\'s 4.5:1',
      'theme.light: "mutedForeground" #777777 on "surface" #ffffff has a contrast of 4.48:1, below WCAG AA\'s 4.5:1',
      'theme.light: "mutedForeground" #777777 on "muted" #f3f4f6 has a contrast of 4.07:1, below WCAG AA\'s 4.5:1',
    ]);
    const onDarkSurface = contrastProblems('dark', { surface: '#cbd5e1' });
    expect(onDarkSurface.map((p) => p.split(' has')[0])).toEqual([
      'theme.dark: "foreground" #f1f5f9 on "surface" #cbd5e1',
      'theme.dark: "mutedForeground" #a3b1c6 on "surface" #cbd5e1',
      'theme.dark: "success" #4ade80 on "surface" #cbd5e1',
      'theme.dark: "danger" #f87171 on "surface" #cbd5e1',
    ]);
    expect(contrastProblems('light', { foreground: '#595959' })).toEqual([]);
  });

  it('knows the values tokens.css gives', () => {
    const css = readFileSync('src/shared/styles/tokens.css', 'utf8');
    const [light = '', dark = ''] = css.split("[data-theme='dark']");
    const value = (block: string, name: string) =>
      new RegExp(`--pp-${name}: (#[0-9a-f]+);`).exec(block)?.[1];
    const names = {
      background: 'background',
      foreground: 'foreground',
      surface: 'card',
      muted: 'muted',
      mutedForeground: 'muted-foreground',
      border: 'border',
      success: 'success',
      danger: 'destructive',
    } as const;
    for (const [colour, variable] of Object.entries(names)) {
      expect(DEFAULT_COLOURS.light[colour as keyof typeof names]).toBe(value(light, variable));
      expect(DEFAULT_COLOURS.dark[colour as keyof typeof names]).toBe(value(dark, variable));
    }
  });
});

describe('applyHostTheme', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('sets the scheme in use, swaps it with the scheme, and sets radius and font', () => {
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = document.createElement('div');
    setWidgetRoot(root);
    setThemeMode('light');
    const stopTheme = initTheme();
    const unfollow = applyHostTheme(root, {
      light: { background: '#f8fafc', foreground: '#0f172a', danger: '#b00000' },
      dark: { surface: '#0b1220' },
      radius: '0.75rem',
      fontFamily: 'Georgia, serif',
    });
    stop = () => (unfollow(), stopTheme());
    const variable = (name: string) => root.style.getPropertyValue(name);
    expect(variable('--pp-background')).toBe('#f8fafc');
    expect(variable('--pp-card-foreground')).toBe('#0f172a');
    expect(variable('--pp-destructive-foreground')).toBe('#ffffff');
    expect(variable('--pp-card')).toBe('');
    expect(variable('--pp-radius-lg')).toBe('0.75rem');
    expect(variable('--pp-radius-md')).toBe('calc(0.75rem * 0.75)');
    expect(root.style.fontFamily).toBe('Georgia, serif');
    expect(warn).not.toHaveBeenCalled();

    setThemeMode('dark');
    expect(variable('--pp-background')).toBe('');
    expect(variable('--pp-destructive-foreground')).toBe('');
    expect(variable('--pp-card')).toBe('#0b1220');
    expect(variable('--pp-popover')).toBe('#0b1220');
  });

  it('warns in the console of a weak pair and still applies it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = document.createElement('div');
    setWidgetRoot(root);
    setThemeMode('light');
    stop = applyHostTheme(root, { light: { foreground: '#aaaaaa' } });
    expect(root.style.getPropertyValue('--pp-foreground')).toBe('#aaaaaa');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"foreground" #aaaaaa on "background"'),
    );
  });
});
