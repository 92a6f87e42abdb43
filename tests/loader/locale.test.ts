// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { detectLocale, navigatorLanguages, readCookie, toLocale } from '../../src/loader/locale';

describe('toLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['RU', 'ru'],
    ['ru-RU', 'ru'],
    ['uk-UA', 'uk'],
    ['zh', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh_TW', 'zh'],
  ] as const)('%s → %s', (tag, locale) => {
    expect(toLocale(tag)).toBe(locale);
  });

  it.each(['de', 'de-DE', 'ukr', 'english', 'ua', '', null, undefined])('%s → null', (tag) => {
    expect(toLocale(tag)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; _locale=uk; b=2', '_locale')).toBe('uk');
    expect(readCookie('_locale=zh', '_locale')).toBe('zh');
    expect(readCookie('x=%E2%9C%93; y=2', 'x')).toBe('✓');
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('my_locale=ru', '_locale')).toBeNull();
    expect(readCookie('', '_locale')).toBeNull();
  });

  it('keeps a malformed escape as it is', () => {
    expect(readCookie('_locale=%E0%A4%A', '_locale')).toBe('%E0%A4%A');
  });
});

describe('navigatorLanguages', () => {
  it('lists languages, then language, then IE userLanguage', () => {
    expect(navigatorLanguages({ languages: ['de-DE', 'ru'], language: 'de-DE' })).toEqual([
      'de-DE',
      'ru',
      'de-DE',
    ]);
    expect(navigatorLanguages({ userLanguage: 'zh-CN' })).toEqual(['zh-CN']);
    expect(navigatorLanguages(undefined)).toEqual([]);
  });
});

describe('detectLocale', () => {
  afterEach(() => {
    document.cookie = '_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('prefers a supported _locale cookie over the browser languages', () => {
    expect(detectLocale('_locale=uk', ['ru-RU', 'en'])).toBe('uk');
    document.cookie = '_locale=zh';
    expect(detectLocale(document.cookie, ['ru-RU'])).toBe('zh');
  });

  it('ignores an unsupported cookie value', () => {
    expect(detectLocale('_locale=de', ['ru-RU'])).toBe('ru');
  });

  it('takes the first browser language that maps to en, ru, uk or zh', () => {
    expect(detectLocale('', ['de-DE', 'uk-UA', 'ru'])).toBe('uk');
    expect(detectLocale('', ['zh-Hans-CN'])).toBe('zh');
    expect(detectLocale('', navigatorLanguages(window.navigator))).toBe('en');
  });

  it('falls back to en', () => {
    expect(detectLocale('', [])).toBe('en');
    expect(detectLocale('other=1', ['de', 'fr-FR'])).toBe('en');
  });
});
