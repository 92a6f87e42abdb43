/**
 * Language detection for the loader: the `_locale` cookie first (written by the portal when
 * the publisher picks a language), then the browser's language list, then English.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

export type Locale = 'en' | 'ru' | 'uk' | 'zh';

export var LOCALE_COOKIE = '_locale';
export var DEFAULT_LOCALE: Locale = 'en';

var SUPPORTED_TAG = /^(en|ru|uk|zh)(?:[-_]|$)/i;

/** Maps a language tag ("ru", "ru-RU", "zh_Hans_CN", "UK") to a supported locale, or null. */
export function toLocale(tag: string | null | undefined): Locale | null {
  var match = SUPPORTED_TAG.exec(tag || '');
  return match ? ((match[1] || '').toLowerCase() as Locale) : null;
}

/** Reads one cookie's value from a `document.cookie` string; null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  var match = new RegExp('(?:^|;)\\s*' + name + '\\s*=\\s*([^;\\s]*)').exec(cookieString || '');
  if (!match) return null;
  var raw = match[1] || '';
  try {
    return decodeURIComponent(raw);
  } catch (_error) {
    return raw;
  }
}

/** The parts of `navigator` the detection reads (IE has only `userLanguage`). */
export interface NavigatorLanguages {
  languages?: readonly string[] | undefined;
  language?: string | undefined;
  userLanguage?: string | undefined;
}

/** The browser's preferred languages, best first. */
export function navigatorLanguages(nav: NavigatorLanguages | null | undefined): string[] {
  var result: string[] = [];
  if (!nav) return result;
  var list = nav.languages;
  if (list) {
    for (var i = 0; i < list.length; i++) {
      var item = list[i];
      if (item) result.push(item);
    }
  }
  if (nav.language) result.push(nav.language);
  if (nav.userLanguage) result.push(nav.userLanguage);
  return result;
}

/**
 * Picks the locale: a supported `_locale` cookie value wins; otherwise the first browser
 * language whose primary subtag is en, ru, uk or zh; otherwise `en`.
 */
export function detectLocale(cookieString: string, languages: readonly string[]): Locale {
  var fromCookie = toLocale(readCookie(cookieString, LOCALE_COOKIE));
  if (fromCookie) return fromCookie;
  for (var i = 0; i < languages.length; i++) {
    var fromBrowser = toLocale(languages[i]);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}
