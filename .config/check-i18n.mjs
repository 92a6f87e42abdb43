// Fails when any module's messages lack a key in one of the four languages (en, ru, uk, zh), when
// a key is outside the module's namespace, when a message is not valid ICU or its placeholders
// differ between languages, when a plural lacks a form of its language, or when a translation is
// the English text (see i18n-rules.mjs for the names every language keeps).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseMessage, placeholdersOf, translationProblems } from './i18n-rules.mjs';

const LOCALES = ['en', 'ru', 'uk', 'zh'];
const root = path.resolve(import.meta.dirname, '..');

export function messageDirs() {
  const dirs = [
    ['shared', 'src/shared/messages'],
    ['shared', 'src/shared/kit/messages'],
  ];
  for (const parcel of readdirSync(path.join(root, 'src/parcels'))) {
    dirs.push([parcel, `src/parcels/${parcel}/messages`]);
  }
  return dirs.filter(([, dir]) => existsSync(path.join(root, dir)));
}

export function checkMessages() {
  const problems = [];
  for (const [namespace, dir] of messageDirs()) {
    const byLocale = Object.fromEntries(
      LOCALES.map((l) => {
        const file = path.join(root, dir, `${l}.json`);
        if (!existsSync(file)) problems.push(`${dir}/${l}.json is missing`);
        return [l, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}];
      }),
    );
    const all = new Set(LOCALES.flatMap((l) => Object.keys(byLocale[l])));
    for (const key of all) {
      if (!key.startsWith(`${namespace}.`))
        problems.push(`${dir}: key ${key} is outside "${namespace}."`);
      const englishText = byLocale.en[key] ?? '';
      const english = parseMessage(englishText);
      for (const l of LOCALES) {
        const text = byLocale[l][key];
        if (typeof text !== 'string' || !text.trim()) {
          problems.push(`${dir}/${l}.json lacks ${key}`);
          continue;
        }
        const { ast, error } = parseMessage(text);
        if (!ast) problems.push(`${dir}/${l}.json: ${key} is not valid ICU (${error})`);
        if (!ast || !english.ast) continue;
        if (placeholdersOf(ast) !== placeholdersOf(english.ast))
          problems.push(`${dir}/${l}.json: ${key} has other placeholders than en`);
        for (const problem of translationProblems(l, text, ast, englishText, english.ast))
          problems.push(`${dir}/${l}.json: ${key} ${problem}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const problems = checkMessages();
  if (problems.length) {
    console.error(`i18n check failed:\n${problems.map((p) => ` - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `i18n check: ${messageDirs().length} modules × ${LOCALES.length} languages, all keys present`,
  );
}
