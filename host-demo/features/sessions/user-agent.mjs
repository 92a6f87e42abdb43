// @ts-check
/**
 * Browser and OS families from a User-Agent header: enough to name a session ("Firefox on
 * Windows") and to tell a new browser from a known one, not a full parser. Order matters:
 * Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
 */

/** @type {ReadonlyArray<readonly [RegExp, string]>} */
const BROWSERS = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** @type {ReadonlyArray<readonly [RegExp, string]>} */
const SYSTEMS = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** @param {ReadonlyArray<readonly [RegExp, string]>} list @param {string} text */
const first = (list, text) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * @param {string | null | undefined} userAgent
 * @returns {{ browser: string | null, os: string | null }}  null: not recognised
 */
export function parseUserAgent(userAgent) {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}
