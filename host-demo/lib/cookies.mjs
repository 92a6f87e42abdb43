// @ts-check

/**
 * @param {string | undefined} header  the Cookie request header
 * @returns {Map<string, string>}
 */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 1) continue;
    const name = pair.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * @param {string} name
 * @param {string} value  must already be cookie-safe (we only send base64url tokens)
 * @param {{ maxAgeSeconds?: number, path?: string }} [options]  no maxAge → session cookie
 */
export function serializeCookie(name, value, options = {}) {
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
}
