// The i18n key-parity check (.config/check-i18n.mjs): clean for the repository, and it catches a
// missing key, a missing file, a foreign key and a placeholder mismatch (shown on in-memory
// copies of the message files).
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
    setMessages(SHARED, 'ru', shared('ru', { 'shared.noData': undefined }));
    setMessages(SHARED, 'uk', shared('uk', { 'shared.close': '  ' }));
    expect(checkMessages()).toEqual([
      'src/shared/messages/ru.json lacks shared.noData',
      'src/shared/messages/uk.json lacks shared.close',
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
      setMessages(SHARED, locale, shared(locale, { 'auth.title': 'x' }));
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
    ]);
  });
});
