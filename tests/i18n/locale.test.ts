// Picking the UI language (en, ru, uk, zh) and the _locale cookie.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectLocale,
  localeCookie,
  pickLocale,
  readLocaleCookie,
  writeLocaleCookie,
} from '../../src/shared/i18n/locale';

describe('pickLocale', () => {
  it.each([
    [['uk-UA'], 'uk'],
    [['ru-RU', 'en'], 'ru'],
    [['zh-Hant-TW'], 'zh'],
    [['ZH_cn'], 'zh'],
    [['de-DE', 'uk'], 'uk'],
    [['en-GB'], 'en'],
  ] as const)('%j → %s', (candidates, locale) => {
    expect(pickLocale(candidates)).toBe(locale);
  });

  it('falls back to English for unknown or missing languages', () => {
    expect(pickLocale(['de-DE', 'fr'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale([null, undefined, ''])).toBe('en');
    expect(pickLocale(['ukr', 'ua'])).toBe('en');
  });
});

describe('the _locale cookie', () => {
  afterEach(() => {
    document.cookie = '_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('is written as _locale, one year, path /publisher, secure, samesite lax', () => {
    expect(localeCookie('ru')).toBe(
      '_locale=ru; max-age=31536000; path=/publisher; secure; samesite=lax',
    );
    const written = vi.spyOn(document, 'cookie', 'set');
    writeLocaleCookie('zh');
    expect(written).toHaveBeenCalledWith(
      '_locale=zh; max-age=31536000; path=/publisher; secure; samesite=lax',
    );
  });

  it('is read among other cookies; unsupported values are ignored', () => {
    expect(readLocaleCookie('theme=dark; _locale=uk; other=1')).toBe('uk');
    expect(readLocaleCookie('_locale=zh')).toBe('zh');
    expect(readLocaleCookie('_locale=de')).toBeNull();
    expect(readLocaleCookie('my_locale=ru')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('ignores a malformed cookie value instead of throwing', () => {
    expect(readLocaleCookie('_locale=%E0%A4%A')).toBeNull();
  });
});

describe('detectLocale', () => {
  afterEach(() => {
    document.cookie = '_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('prefers the cookie, then the browser languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['uk-UA', 'en']);
    expect(detectLocale()).toBe('uk');
    document.cookie = '_locale=zh';
    expect(detectLocale()).toBe('zh');
  });

  it('falls back to English when nothing matches', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(detectLocale()).toBe('en');
  });
});
