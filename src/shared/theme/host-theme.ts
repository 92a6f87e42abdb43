// The host's theme: semantic colours per colour scheme, the corner radius and the font, as CSS
// variables on the widget root (inline, so they win over tokens.css). The colours of the scheme
// in use are set, and swapped when the scheme changes; a text colour the host chose that falls
// below WCAG AA (4.5:1) on a background it is drawn on is named in the console.
import { contrastRatio, readableForeground } from './brand';
import { getResolvedTheme, subscribeTheme, type ResolvedTheme } from './theme';

export const THEME_COLOURS = [
  'background',
  'foreground',
  'surface',
  'muted',
  'mutedForeground',
  'border',
  'success',
  'danger',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export type ThemeColours = Partial<Record<ThemeColour, string>>;

export interface HostTheme {
  light?: ThemeColours;
  dark?: ThemeColours;
  /** Corner radius of cards and dialogs; fields and buttons get ¾ of it, small parts ½. */
  radius?: string;
  fontFamily?: string;
}

/** tokens.css's values, which a colour the host leaves out keeps (the contrast check needs them). */
export const DEFAULT_COLOURS: Record<ResolvedTheme, Record<ThemeColour, string>> = {
  light: {
    background: '#ffffff',
    foreground: '#111827',
    surface: '#ffffff',
    muted: '#f3f4f6',
    mutedForeground: '#4b5563',
    border: '#e5e7eb',
    success: '#15803d',
    danger: '#b91c1c',
  },
  dark: {
    background: '#0f172a',
    foreground: '#f1f5f9',
    surface: '#1e293b',
    muted: '#1e293b',
    mutedForeground: '#a3b1c6',
    border: '#334155',
    success: '#4ade80',
    danger: '#f87171',
  },
};

const VARIABLES: Record<ThemeColour, readonly string[]> = {
  background: ['--pp-background'],
  foreground: ['--pp-foreground', '--pp-card-foreground', '--pp-popover-foreground'],
  surface: ['--pp-card', '--pp-popover'],
  muted: ['--pp-muted'],
  mutedForeground: ['--pp-muted-foreground'],
  border: ['--pp-border'],
  success: ['--pp-success'],
  danger: ['--pp-destructive'],
};

// Text colours and the backgrounds the kit draws each of them on.
const TEXT_ON: Partial<Record<ThemeColour, readonly ThemeColour[]>> = {
  foreground: ['background', 'surface', 'muted'],
  mutedForeground: ['background', 'surface', 'muted'],
  success: ['background', 'surface'],
  danger: ['background', 'surface'],
};
export const AA_TEXT = 4.5;

/** Every text/background pair of a scheme below 4.5:1 in which the host chose one of the two. */
export function contrastProblems(scheme: ResolvedTheme, chosen: ThemeColours = {}): string[] {
  const colours = { ...DEFAULT_COLOURS[scheme], ...chosen };
  const problems: string[] = [];
  for (const [text, backgrounds] of Object.entries(TEXT_ON) as [ThemeColour, ThemeColour[]][])
    for (const background of backgrounds) {
      if (!chosen[text] && !chosen[background]) continue;
      const ratio = contrastRatio(colours[text], colours[background]);
      if (ratio < AA_TEXT)
        problems.push(
          `theme.${scheme}: "${text}" ${colours[text]} on "${background}" ${colours[background]} ` +
            `has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA's ${AA_TEXT}:1`,
        );
    }
  return problems;
}

function paint(root: HTMLElement, theme: HostTheme, scheme: ResolvedTheme): void {
  for (const other of ['light', 'dark'] as const)
    for (const name of Object.keys(theme[other] ?? {}) as ThemeColour[])
      for (const variable of VARIABLES[name]) root.style.removeProperty(variable);
  root.style.removeProperty('--pp-destructive-foreground');
  for (const [name, value] of Object.entries(theme[scheme] ?? {}) as [ThemeColour, string][])
    for (const variable of VARIABLES[name]) root.style.setProperty(variable, value);
  const danger = theme[scheme]?.danger;
  if (danger) root.style.setProperty('--pp-destructive-foreground', readableForeground(danger));
}

/** Applies the theme to the root, follows the colour scheme, and warns of weak contrast. */
export function applyHostTheme(root: HTMLElement, theme: HostTheme): () => void {
  const { radius, fontFamily } = theme;
  if (radius) {
    root.style.setProperty('--pp-radius-lg', radius);
    root.style.setProperty('--pp-radius-md', `calc(${radius} * 0.75)`);
    root.style.setProperty('--pp-radius-sm', `calc(${radius} * 0.5)`);
  }
  if (fontFamily) root.style.fontFamily = fontFamily;
  const weak = (['light', 'dark'] as const).flatMap((s) =>
    theme[s] ? contrastProblems(s, theme[s]) : [],
  );
  if (weak.length)
    console.warn(
      `[publisher-platform] Host theme contrast:\n${weak.map((w) => ` - ${w}`).join('\n')}`,
    );
  const follow = () => paint(root, theme, getResolvedTheme());
  follow();
  return subscribeTheme(follow);
}
