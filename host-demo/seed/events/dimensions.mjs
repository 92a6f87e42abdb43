// @ts-check
/**
 * The values clicks carry, most frequent first: a value is picked as list[1 + floor(n * u^k)]
 * with u uniform in [0, 1), so the first few entries take most of the traffic.
 */

/** @param {readonly string[]} values */
export const sqlList = (values) =>
  `[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export const COUNTRIES = [
  'US',
  'DE',
  'GB',
  'FR',
  'BR',
  'IN',
  'CA',
  'IT',
  'ES',
  'PL',
  'CZ',
  'NL',
  'MX',
  'ID',
  'TR',
  'UA',
  'JP',
  'AU',
  'SE',
  'TH',
  'VN',
  'PH',
  'AR',
  'CO',
  'ZA',
  'NG',
  'EG',
  'BY',
  'KZ',
  'XX',
];
export const OSES = ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Other'];
export const BROWSERS = [
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Samsung Internet',
  'Opera',
  'UC Browser',
  'Yandex Browser',
];
export const REFERRERS = [
  'google.com',
  'facebook.com',
  'tiktok.com',
  'youtube.com',
  'instagram.com',
  'reddit.com',
  'bing.com',
  'x.com',
  'news.example.com',
  'blog.example.org',
  'forum.example.net',
  'duckduckgo.com',
];
export const PLACEMENTS = ['push', 'pop', 'native', 'search', 'social', 'email'];
