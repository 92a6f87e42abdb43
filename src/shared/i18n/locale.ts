export const LOCALES = ['en', 'ru', 'uk', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = '_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** First supported language among `candidates` (BCP 47 tags), by primary subtag. */
export function pickLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const tag of candidates) {
    const primary = tag?.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

export function readLocaleCookie(cookie: string = document.cookie): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  try {
    const value = match?.[1] ? decodeURIComponent(match[1]) : null;
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The locale cookie: name _locale, 1 year, path /publisher, secure, samesite lax. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; max-age=${ONE_YEAR_SECONDS}; path=/publisher; secure; samesite=lax`;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/** @internal the loader picks the first locale; the tests pin that shared picks the same one */
export function detectLocale(): Locale {
  return readLocaleCookie() ?? pickLocale([...(navigator.languages ?? []), navigator.language]);
}
