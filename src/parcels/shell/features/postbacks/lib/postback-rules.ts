import { message, type FieldError } from '@publisher-platform/shared';
import { MACROS } from '../../tracking/lib/tracking-url';

/** The template a new postback starts from: click, track, amount and source. */
export const DEFAULT_POSTBACK_URL =
  'https://tracker.example.com/postback?click={ext_click_id}&track={track}&amount={sum}&source={sub_source}';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value.replace(/\{\w*\}/g, 'x'));
    return (
      ['http:', 'https:'].includes(url.protocol) &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
};

/** The server's rules, with its texts: not blank, an http(s) URL, only known `{macros}`. */
export function postbackUrlError(value: string): FieldError | undefined {
  const url = value.trim();
  if (!url) return message('shell.postbacks.errors.blank');
  if (url.length > 2000 || !isHttpUrl(url)) return message('shell.postbacks.errors.url');
  const names = [...url.matchAll(/\{(\w*)\}/g)].map((m) => m[1] ?? '');
  if (names.some((name) => !(MACROS as readonly string[]).includes(name)))
    return message('shell.postbacks.errors.macro');
  return undefined;
}

/** The macros a URL carries, each once, in order (unknown names left out). */
export const macrosOf = (url: string): string[] => [
  ...new Set(
    [...url.matchAll(/\{(\w+)\}/g)]
      .map((m) => m[1] ?? '')
      .filter((name) => (MACROS as readonly string[]).includes(name)),
  ),
];

/** Each chosen parameter is a macro the URL carries as `{name}` (the server's rule). */
export function postbackParametersError(
  parameters: readonly string[],
  url: string,
): FieldError | undefined {
  const carried = macrosOf(url);
  return parameters.every((name) => carried.includes(name))
    ? undefined
    : message('shell.postbacks.errors.macro');
}

/** Inserts `{macro}` at the caret (or the end) of the URL. */
export function insertMacro(url: string, macro: string, at: number | null): string {
  const position = at === null ? url.length : Math.min(at, url.length);
  return `${url.slice(0, position)}{${macro}}${url.slice(position)}`;
}
