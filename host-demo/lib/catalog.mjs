// @ts-check
/** Reference lists shared by the seed and the API (languages, currencies, time zones). */

/** @typedef {{ value: string, label: string, icon: string }} LanguageOption */

/** @type {LanguageOption} */
const DEFAULT_LANGUAGE = { value: 'en', label: 'English', icon: 'gb' };

/** @type {readonly LanguageOption[]} */
export const LANGUAGES = [
  DEFAULT_LANGUAGE,
  { value: 'ru', label: 'Русский', icon: 'ru' },
  { value: 'uk', label: 'Українська', icon: 'ua' },
  { value: 'zh', label: '中文', icon: 'cn' },
];

/** @param {string} value */
export function languageInfo(value) {
  return LANGUAGES.find((language) => language.value === value) ?? DEFAULT_LANGUAGE;
}

/** @type {Readonly<Record<string, { name: string, symbol: string }>>} */
export const CURRENCIES = {
  USD: { name: 'USD', symbol: '$' },
  EUR: { name: 'EUR', symbol: '€' },
};

/** @param {string} code */
export function currencyInfo(code) {
  return CURRENCIES[code] ?? { name: code, symbol: code };
}

/**
 * "(UTC+01:00) Europe/Prague", using the offset in effect at `at`.
 * @param {string} timeZone
 * @param {Date} [at]
 */
export function timezoneLabel(timeZone, at = new Date()) {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const offset = part?.value.replace('GMT', '') || '+00:00';
  return `(UTC${offset}) ${timeZone}`;
}
