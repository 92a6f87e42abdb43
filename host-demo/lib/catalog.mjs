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

/** Instant messengers offered at registration (GET /publisher/register/messengers). */
export const MESSENGERS = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'skype', label: 'Skype' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'teams', label: 'Microsoft Teams' },
  { value: 'wechat', label: 'WeChat' },
];

/** Time zones a publisher may choose (GET /publisher/api/publisher/timezones). */
export const TIMEZONES = [
  'UTC',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/Mexico_City',
  'America/New_York',
  'America/Toronto',
  'America/Bogota',
  'America/Caracas',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Lisbon',
  'Africa/Lagos',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Prague',
  'Europe/Rome',
  'Europe/Warsaw',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Europe/Athens',
  'Europe/Kyiv',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Tbilisi',
  'Asia/Karachi',
  'Asia/Tashkent',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Almaty',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
];

/**
 * Offset in minutes east of UTC at `at`, for sorting.
 * @param {string} timeZone
 * @param {Date} at
 */
function offsetMinutes(timeZone, at) {
  const match = /([+-])(\d{2}):(\d{2})/.exec(timezoneLabel(timeZone, at));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The time-zone options, west to east, labelled with the offsets in effect at `at`.
 * @param {Date} [at]
 */
export function timezoneOptions(at = new Date()) {
  return TIMEZONES.map((value) => ({ value, offset: offsetMinutes(value, at) }))
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value))
    .map(({ value }) => ({ value, label: timezoneLabel(value, at) }));
}
