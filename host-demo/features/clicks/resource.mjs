// @ts-check
/** What a click records: the visitor's browser, OS, device and country, and the link's subs. */

export const SUB_PARAMS = /** @type {const} */ ([
  'subsource',
  'track',
  'ext_click_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'sub6',
]);

/** Test addresses and their countries (a click from loopback counts as US). */
const TEST_IPS = /** @type {Record<string, string>} */ ({
  '127.0.0.1': 'US',
  '::1': 'US',
  '81.2.69.142': 'GB',
  '2.16.6.1': 'DE',
  '2.15.0.1': 'FR',
  '5.45.192.1': 'UA',
  '1.0.16.1': 'JP',
  '177.0.0.1': 'BR',
});

/**
 * The country of the client address's test mapping, else XX. With the test switches on, a
 * test may name it (`X-Demo-Country`) or pose as an address (`X-Forwarded-For`); without them
 * only a proxy in TRUST_PROXY sets the address (request.ip).
 * @param {import('fastify').FastifyRequest} request
 */
export function clickCountry(request) {
  if (request.server.app.config.demoSwitches) {
    const header = String(request.headers['x-demo-country'] ?? '').toUpperCase();
    if (/^[A-Z]{2}$/.test(header)) return header;
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (forwarded) return TEST_IPS[forwarded] ?? 'XX';
  }
  return TEST_IPS[request.ip.replace(/^::ffff:/, '')] ?? 'XX';
}

/** @param {string} ua */
export function parseUserAgent(ua) {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Other';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Other';
  const device = /iPad|Tablet/.test(ua)
    ? 'Tablet'
    : /Mobi|iPhone|Android/.test(ua)
      ? 'Mobile'
      : 'Desktop';
  return { browser, os, device };
}

/** Landing pages live on landing.acmeads.example; the demo network serves them under /lp/. */
export const LANDING_ORIGIN = 'https://landing.acmeads.example/';

/** @param {string} url @param {string} origin */
export const demoLandingUrl = (url, origin) =>
  url.startsWith(LANDING_ORIGIN) ? `${origin}/lp/${url.slice(LANDING_ORIGIN.length)}` : url;
