// The English texts of every message catalogue (parcels' and shared's), as matchers over one
// rendered text: a text node or label of a page in another language that equals one of them is
// English left untranslated.
import { readdirSync, readFileSync } from 'node:fs';
import { HOST_CONFIG } from '../../host-demo/views/host-config.mjs';

const SRC = new URL('../../src/', import.meta.url);
const CATALOGUES = [
  new URL('shared/messages/', SRC),
  new URL('shared/kit/messages/', SRC),
  ...readdirSync(new URL('parcels/', SRC)).map(
    (parcel) => new URL(`parcels/${parcel}/messages/`, SRC),
  ),
];

const read = (dir: URL, locale: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
};

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A message as a whole-text pattern: simple `{placeholders}` stand for any text. */
function pattern(message: string): RegExp | undefined {
  // Plural, select and rich-text messages read differently per count: compared elsewhere.
  if (/\{\w+,|<\w+>/.test(message)) return undefined;
  return new RegExp(`^${escape(message).replace(/\\?\{\w+\\?\}|\{\w+\}/g, '.+')}$`, 's');
}

/** The network's own texts (host page configuration): shown as configured in every language. */
export const HOST_TEXTS = new Set(
  HOST_CONFIG.additionalPages.flatMap((page) => [page.menuTitle, page.pageTitle]),
);

/** Matchers for the English texts whose translation into `locale` differs from English. */
export function englishOnly(locale: string): { id: string; english: string; test: RegExp }[] {
  return CATALOGUES.flatMap((dir) => {
    const en = read(dir, 'en');
    const other = read(dir, locale);
    return Object.entries(en).flatMap(([id, english]) => {
      const test =
        other[id] !== english && english.trim().length > 1 ? pattern(english) : undefined;
      return test ? [{ id, english, test }] : [];
    });
  });
}
