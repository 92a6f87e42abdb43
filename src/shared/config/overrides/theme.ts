// `theme`: `{ "light": { "background": "#…", … }, "dark": { … }, "radius": "0.5rem",
// "fontFamily": "Inter, sans-serif" }`. A wrong value is named and left out; the rest applies.
import { THEME_COLOURS, type HostTheme, type ThemeColour } from '../../theme/host-theme';
import { HEX_COLOUR, isObject } from '../host-config';

const LENGTH = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em))$/;
// Family names, quoted or not, and commas: nothing that could end the declaration.
const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/;

export function readTheme(raw: unknown, problems: string[]): HostTheme {
  if (!isObject(raw)) {
    problems.push('"theme" must be an object such as {"light": {"background": "#ffffff"}}');
    return {};
  }
  const theme: HostTheme = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'light' || key === 'dark') {
      if (isObject(value)) theme[key] = readColours(key, value, problems);
      else problems.push(`"theme.${key}" must be an object of colours`);
    } else if (key === 'radius') {
      if (typeof value === 'string' && LENGTH.test(value)) theme.radius = value;
      else problems.push('"theme.radius" must be a length such as "0.5rem", "8px" or "0"');
    } else if (key === 'fontFamily') {
      if (typeof value === 'string' && FONT_FAMILY.test(value)) theme.fontFamily = value;
      else
        problems.push('"theme.fontFamily" must be a font-family list such as "Inter, sans-serif"');
    } else problems.push(`"theme.${key}" is not a theme key (light, dark, radius, fontFamily)`);
  }
  return theme;
}

function readColours(scheme: string, raw: Record<string, unknown>, problems: string[]) {
  const colours: Partial<Record<ThemeColour, string>> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(THEME_COLOURS as readonly string[]).includes(name))
      problems.push(
        `"theme.${scheme}.${name}" is not a colour of the theme (${THEME_COLOURS.join(', ')})`,
      );
    else if (typeof value === 'string' && HEX_COLOUR.test(value))
      colours[name as ThemeColour] = value;
    else problems.push(`"theme.${scheme}.${name}" must be a hex colour such as #1f2937`);
  }
  return colours;
}
