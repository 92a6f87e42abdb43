// Every counted message (an ICU plural in English) of every module, rendered through the page's
// i18n store in each language: the form the text shows is the one Intl.PluralRules picks for the
// count (1, 2, 5, 21 in ru and uk; 1, 2 in en), and the forms really differ where the language
// tells them apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl, createIntlCache } from '@formatjs/intl';
import {
  TYPE,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMessage, placeholdersOf, pluralsOf } from '../../.config/i18n-rules.mjs';
import { messageDirs } from '../../.config/check-i18n.mjs';
import { LOCALES, type Locale, type Messages } from '../../src/shared/i18n';
import { registerMessages, setLocale, t } from '../../src/shared/i18n/store';

const root = path.resolve(import.meta.dirname, '../..');
const read = (dir: string, locale: Locale): Messages =>
  JSON.parse(readFileSync(path.join(root, dir, `${locale}.json`), 'utf8')) as Messages;
const modules = (messageDirs() as [string, string][]).map(([namespace, dir]) => ({
  namespace,
  messages: Object.fromEntries(LOCALES.map((l) => [l, read(dir, l)])) as Record<Locale, Messages>,
}));

const astOf = (text: string): MessageFormatElement[] => {
  const { ast, error } = parseMessage(text);
  if (!ast) throw new Error(error);
  return ast as MessageFormatElement[];
};

/** The message with each plural over `name` replaced by the form `category` (or `=n`) picks. */
function pickForm(elements: MessageFormatElement[], name: string, n: number, category: string) {
  return elements.flatMap((element): MessageFormatElement[] => {
    if (element.type !== TYPE.plural || element.value !== name) return [element];
    const plural = element as PluralElement;
    const option = plural.options[`=${n}`] ?? plural.options[category];
    if (!option) throw new Error(`{${name}} has no "${category}" form`);
    return pickForm(option.value, name, n, category).map((inner) =>
      inner.type === TYPE.pound ? { type: TYPE.number, value: name, style: null } : inner,
    ) as MessageFormatElement[];
  });
}

const counted = modules.flatMap(({ messages }) =>
  Object.entries(messages.en).flatMap(([key, english]) => {
    const ast = astOf(english);
    const counts = pluralsOf(ast) as { name: string }[];
    if (!counts.length) return [];
    const others = placeholdersOf(ast).split(',');
    return [{ key, count: counts[0]?.name ?? '', others, messages }];
  }),
);

const CASES: [Locale, number[]][] = [
  ['en', [1, 2]],
  ['ru', [1, 2, 5, 21]],
  ['uk', [1, 2, 5, 21]],
];
const cache = createIntlCache();

beforeAll(async () => {
  for (const { namespace, messages } of modules)
    await registerMessages(namespace, {
      en: () => Promise.resolve({ default: messages.en }),
      ru: () => Promise.resolve({ default: messages.ru }),
      uk: () => Promise.resolve({ default: messages.uk }),
      zh: () => Promise.resolve({ default: messages.zh }),
    });
});

describe('counted messages', () => {
  it('exist (the plural check has something to check)', () => {
    expect(counted.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['finance.transactions.conversions', 'support.faq.found']),
    );
  });

  describe.each(CASES)('in %s', (locale, numbers) => {
    beforeAll(() => setLocale(locale, { persist: false }));
    const rules = new Intl.PluralRules(locale);

    it.each(counted.map((c) => [c.key, c] as const))(
      '%s picks the form of each count',
      (key, c) => {
        const rendered = new Map<string, string>();
        for (const n of numbers) {
          const values: Record<string, string | number> = Object.fromEntries(
            c.others.map((name) => [name, `‹${name}›`]),
          );
          values[c.count] = n;
          const text = t(key, values);
          const category = rules.select(n);
          const form = printAST(
            pickForm(astOf(c.messages[locale][key] ?? ''), c.count, n, category),
          );
          const expected = createIntl({ locale, messages: { form } }, cache).formatMessage(
            { id: 'form' },
            values,
          );
          expect(text, `${key} with ${n}`).toBe(expected);
          expect(text).toContain(String(n));
          // The same wording for every count of one category (1 and 21 are both "one" in ru, uk).
          const wording = text.replace(String(n), '#');
          expect(rendered.get(category) ?? wording, `${key}: ${category} forms`).toBe(wording);
          rendered.set(category, wording);
        }
        // English, Russian and Ukrainian nouns change between one and the other counts.
        const one = rendered.get('one');
        const several = rendered.get(locale === 'en' ? 'other' : 'many');
        expect(one, `${key}: one vs ${locale === 'en' ? 'other' : 'many'}`).not.toBe(several);
      },
    );
  });
});
