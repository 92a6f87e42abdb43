// The host's texts: `{ "en": { "shell.nav.offers": "Campaigns" }, "ru": { … } }`. Each is compiled
// to ICU's tree here, as the build does for the catalogues (the page's formatter has no parser): a
// plain text directly, anything with ICU syntax by the parser, which is fetched only then. A text
// that does not parse, and a language the portal does not speak, are named and left out.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, isLocale, type Locale } from '../../i18n/locale';
import { isObject } from '../host-config';

export type CompiledTexts = Record<string, MessageFormatElement[]>;
export type MessageOverrides = Partial<Record<Locale, CompiledTexts>>;

// Braces, tags and apostrophes are ICU syntax; a text without them is one literal. (`#` means
// something only inside a plural, which needs braces.)
const PLAIN = /^[^{}<']*$/;
// TYPE.literal of the parser's tree, written out so that plain texts need none of its code.
const LITERAL = 0;

type Parse = (text: string) => MessageFormatElement[];
const loadParser = async (): Promise<Parse> =>
  (await import('@formatjs/icu-messageformat-parser')).parse;

export async function readMessageOverrides(
  raw: unknown,
  problems: string[],
  parser: () => Promise<Parse> = loadParser,
): Promise<MessageOverrides> {
  if (!isObject(raw)) {
    problems.push('"messages" must be an object of languages, such as {"en": {"id": "text"}}');
    return {};
  }
  const texts = Object.entries(raw).flatMap(([language, byId]) => {
    if (!isLocale(language)) {
      problems.push(
        `"messages.${language}" is not a language of the portal (${LOCALES.join(', ')})`,
      );
      return [];
    }
    if (!isObject(byId)) {
      problems.push(`"messages.${language}" must be an object of message ids and texts`);
      return [];
    }
    return Object.entries(byId).flatMap(([id, text]) => {
      if (typeof text === 'string') return [{ language, id, text }];
      problems.push(`"messages.${language}.${id}" must be a string`);
      return [];
    });
  });
  const parse = texts.some(({ text }) => !PLAIN.test(text)) ? await parser() : null;
  const result: MessageOverrides = {};
  for (const { language, id, text } of texts) {
    try {
      const compiled = parse && !PLAIN.test(text) ? parse(text) : plain(text);
      (result[language] ??= {})[id] = compiled;
    } catch (error) {
      problems.push(
        `"messages.${language}.${id}" is not a valid ICU message (${(error as Error).message}); the portal's text is kept`,
      );
    }
  }
  return result;
}

const plain = (value: string): MessageFormatElement[] =>
  value ? [{ type: LITERAL, value } as MessageFormatElement] : [];
