// @ts-check
/**
 * Fonts for the statement PDF, taken from the system so none is kept in the repo: one for
 * Latin and Cyrillic, one for Chinese. Where a font is missing the PDF is still made, with the
 * built-in Helvetica and the English texts (Helvetica cannot draw Cyrillic or Chinese).
 */
import { existsSync } from 'node:fs';

const LATIN = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];
const LATIN_BOLD = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
];
// TrueType files only: pdfkit cannot pick a face out of a collection without its name.
const CJK = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/arphic-gbsn00lp/gbsn00lp.ttf',
];

const first = (/** @type {string[]} */ paths) => paths.find((p) => existsSync(p)) ?? null;

/**
 * @typedef {{ regular: string, bold: string, cjk: string | null, builtIn: boolean }} StatementFonts
 * Font names or files for pdfkit's `font()`; `builtIn` when only Helvetica was found.
 */

/** @type {StatementFonts | undefined} */
let found;

/** @param {(message: string) => void} warn  told once which fonts are missing */
export function statementFonts(warn) {
  if (found) return found;
  const regular = first(LATIN);
  const bold = first(LATIN_BOLD) ?? regular;
  const cjk = first(CJK);
  if (!regular)
    warn(`No Unicode font in ${LATIN.join(', ')}: statements use Helvetica, in English.`);
  if (!cjk) warn(`No Chinese font in ${CJK.join(', ')}: Chinese statements are made in English.`);
  found = regular
    ? { regular, bold: bold ?? regular, cjk, builtIn: false }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', cjk: null, builtIn: true };
  return found;
}

/**
 * The language the PDF can be drawn in with these fonts.
 * @param {import('./texts.mjs').Language} language
 * @param {StatementFonts} fonts
 * @returns {import('./texts.mjs').Language}
 */
export function drawableLanguage(language, fonts) {
  if (fonts.builtIn) return 'en';
  return language === 'zh' && !fonts.cjk ? 'en' : language;
}

const HAN = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * `text` cut into runs that one font each can draw (the Chinese font has no Latin letters).
 * @param {string} text
 * @param {StatementFonts} fonts
 * @param {string} latin  the regular or bold font for the other runs
 * @returns {{ font: string, text: string }[]}
 */
export function fontRuns(text, fonts, latin) {
  if (!fonts.cjk || !HAN.test(text)) return [{ font: latin, text }];
  const cjk = fonts.cjk;
  const parts = text.match(
    /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|[^\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/gu,
  );
  return (parts ?? [text]).map((part) => ({ font: HAN.test(part) ? cjk : latin, text: part }));
}
