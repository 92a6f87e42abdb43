// The i18n check (.config/check-i18n.mjs): clean for the repository, and it catches a missing key,
// a missing file, a foreign key, a placeholder mismatch, a message that is not ICU, an untranslated
// copy of the English text and a plural without its language's forms (shown on in-memory copies
// of the message files).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../src/shared/messages/en.json';
import ru from '../../src/shared/messages/ru.json';
import uk from '../../src/shared/messages/uk.json';
import zh from '../../src/shared/messages/zh.json';

// check-i18n.mjs reads fixed paths; its fs functions are bound when it is imported, so they are
// wrapped for that moment only (answering from `files` first) and the real fs is put back.
const files = new Map<string, string | null>();
const real = { existsSync: fs.existsSync, readFileSync: fs.readFileSync };
fs.existsSync = ((p: string) =>
  files.has(p) ? files.get(p) !== null : real.existsSync(p)) as typeof fs.existsSync;
fs.readFileSync = ((p: string, encoding: BufferEncoding) =>
  files.get(p) ?? real.readFileSync(p, encoding)) as typeof fs.readFileSync;
syncBuiltinESMExports();
const { checkMessages, messageDirs } = await import('../../.config/check-i18n.mjs');
Object.assign(fs, real);
syncBuiltinESMExports();

afterEach(() => {
  files.clear();
});

const root = path.resolve(import.meta.dirname, '../..');
const file = (dir: string, locale: string) => path.join(root, dir, `${locale}.json`);
const setMessages = (dir: string, locale: string, messages: Record<string, string> | null) =>
  files.set(file(dir, locale), messages && JSON.stringify(messages));
const SHARED = 'src/shared/messages';

const locales = { en, ru, uk, zh } as const;
type Lang = keyof typeof locales;
/** The shared messages of `locale` with `changes` applied (undefined removes a key). */
function shared(locale: Lang, changes: Record<string, string | undefined> = {}) {
  const messages: Record<string, string> = { ...locales[locale] };
  for (const [key, text] of Object.entries(changes)) {
    if (text === undefined) delete messages[key];
    else messages[key] = text;
  }
  return messages;
}

describe('check-i18n', () => {
  it('finds the shared and every parcel message folder', () => {
    const namespaces = messageDirs().map(([namespace]: string[]) => namespace);
    expect(namespaces).toContain('shared');
    expect(namespaces.length).toBeGreaterThan(1);
  });

  it('reports nothing for the repository', () => {
    expect(checkMessages()).toEqual([]);
  });

  it('reports a key missing or blank in one language', () => {
    setMessages(SHARED, 'ru', shared('ru', { 'shared.loading': undefined }));
    setMessages(SHARED, 'uk', shared('uk', { 'shared.tryAgainLater': '  ' }));
    expect(checkMessages()).toEqual([
      'src/shared/messages/ru.json lacks shared.loading',
      'src/shared/messages/uk.json lacks shared.tryAgainLater',
    ]);
  });

  it('reports a missing language file and each key it lacks', () => {
    setMessages(SHARED, 'zh', null);
    const problems = checkMessages();
    expect(problems[0]).toBe('src/shared/messages/zh.json is missing');
    expect(problems).toContain('src/shared/messages/zh.json lacks shared.generic.error');
    expect(problems).toHaveLength(1 + Object.keys(en).length);
  });

  it('reports a key outside the module namespace', () => {
    for (const locale of ['en', 'ru', 'uk', 'zh'] as const)
      setMessages(SHARED, locale, shared(locale, { 'auth.title': '{name}' }));
    expect(checkMessages()).toEqual(['src/shared/messages: key auth.title is outside "shared."']);
  });

  it('reports a translation whose placeholders differ from English', () => {
    const key = 'shared.test.count';
    setMessages(
      SHARED,
      'en',
      shared('en', { [key]: '{count, plural, one {# item} other {# items}}' }),
    );
    setMessages(SHARED, 'ru', shared('ru', { [key]: '{total} элементов' }));
    setMessages(SHARED, 'uk', shared('uk', { [key]: '{count} елементів' }));
    setMessages(SHARED, 'zh', shared('zh', { [key]: '{ count } 项' }));
    expect(checkMessages()).toEqual([
      `src/shared/messages/ru.json: ${key} has other placeholders than en`,
      `src/shared/messages/ru.json: ${key} counts {count} without plural forms`,
      `src/shared/messages/uk.json: ${key} counts {count} without plural forms`,
    ]);
  });

  it('reports a message that is not valid ICU', () => {
    setMessages(SHARED, 'uk', shared('uk', { 'shared.tryAgainLater': 'Закрити {' }));
    expect(checkMessages()).toEqual([
      expect.stringMatching(
        /^src\/shared\/messages\/uk\.json: shared\.tryAgainLater is not valid ICU/,
      ),
    ]);
  });

  it('reports a translation that is the English text, except names and codes', () => {
    const names = { 'shared.test.brand': 'Telegram', 'shared.test.range': '{start} – {end}' };
    for (const locale of ['en', 'uk', 'zh'] as const)
      setMessages(SHARED, locale, shared(locale, names));
    setMessages(
      SHARED,
      'ru',
      shared('ru', { ...names, 'shared.tryAgainLater': en['shared.tryAgainLater'] }),
    );
    expect(checkMessages()).toEqual([
      'src/shared/messages/ru.json: shared.tryAgainLater is the English text (translate it, or allowlist a name in i18n-rules.mjs)',
    ]);
  });

  it('reports a plural without every form of its language', () => {
    const key = 'shared.test.count';
    const texts = {
      en: '{count, plural, one {# item} other {# items}}',
      ru: '{count, plural, one {# элемент} few {# элемента} other {# элемента}}',
      uk: '{count, plural, one {# елемент} few {# елементи} many {# елементів} other {# елемента}}',
      zh: '{count, plural, other {# 项}}',
    };
    for (const locale of ['en', 'ru', 'uk', 'zh'] as const)
      setMessages(SHARED, locale, shared(locale, { [key]: texts[locale] }));
    expect(checkMessages()).toEqual([
      `src/shared/messages/ru.json: ${key} plural {count} lacks the many forms`,
    ]);
  });
});
