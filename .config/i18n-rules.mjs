// The per-message language rules of check-i18n: every text parses as ICU, uses the placeholders
// of its English text, has every plural form its language needs, and is translated (not a copy of
// the English text) unless it is a name or a code that every language writes the same way.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

// English texts that ru, uk and zh keep as they are: names and codes nobody translates.
export const SAME_IN_EVERY_LANGUAGE = new Set([
  // Brands and protocols
  'Telegram',
  'Skype',
  'Microsoft Teams',
  'WhatsApp',
  'CNAME',
  'URL',
  'API',
  // Identifiers and the network's metric codes (the publisher's own dashboards use them)
  'ID',
  'PDF',
  'CSV',
  'EPC',
  'CR',
  // Report parameters sub1…sub6 are named by the tracking link's query parameters
  'Sub1',
  'Sub2',
  'Sub3',
  'Sub4',
  'Sub5',
  'Sub6',
]);

/** The parsed message, or the parser's complaint. */
export function parseMessage(text) {
  try {
    return { ast: parse(text, { requiresOtherClause: true }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function walk(elements, visit) {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) walk(option.value, visit);
    if (element.type === TYPE.tag) walk(element.children, visit);
  }
}

/** Placeholder (and tag) names of a message, sorted and unique: "count,name". */
export function placeholdersOf(ast) {
  const names = new Set();
  walk(ast, (element) => {
    if (element.type === TYPE.tag) names.add(`<${element.value}>`);
    else if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
  });
  return [...names].sort().join(',');
}

/** Cardinal plural elements: [{ name, forms }]. */
export function pluralsOf(ast) {
  const plurals = [];
  walk(ast, (element) => {
    if (element.type === TYPE.plural && element.pluralType !== 'ordinal')
      plurals.push({ name: element.value, forms: Object.keys(element.options) });
  });
  return plurals;
}

/** True when the message has no words of its own (only placeholders, digits, punctuation). */
export function hasNoWords(ast) {
  let words = false;
  walk(ast, (element) => {
    if (element.type === TYPE.literal && /\p{L}/u.test(element.value)) words = true;
  });
  return !words;
}

const categories = (locale) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/**
 * Problems of one translated message against its English text (both parsed): a copy of the
 * English text, a missing plural form, or a count English pluralises that the translation does not.
 */
export function translationProblems(locale, text, ast, englishText, englishAst) {
  const problems = [];
  if (
    locale !== 'en' &&
    text.trim() === englishText.trim() &&
    !SAME_IN_EVERY_LANGUAGE.has(englishText.trim()) &&
    !hasNoWords(englishAst)
  )
    problems.push('is the English text (translate it, or allowlist a name in i18n-rules.mjs)');
  for (const { name, forms } of pluralsOf(ast)) {
    const missing = categories(locale).filter((form) => !forms.includes(form));
    if (missing.length) problems.push(`plural {${name}} lacks the ${missing.join(', ')} forms`);
  }
  // A language with a single plural category (zh) writes a count the same way whatever it is.
  if (categories(locale).length > 1) {
    const counted = new Set(pluralsOf(ast).map(({ name }) => name));
    for (const { name } of pluralsOf(englishAst))
      if (!counted.has(name)) problems.push(`counts {${name}} without plural forms`);
  }
  return problems;
}
