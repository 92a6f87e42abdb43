// @ts-check
/**
 * The kit's HTTP client: node:http(s) rather than fetch, because the probes send what a
 * browser's fetch may not (a foreign Host, a forged Origin, any cookie). Paths of the contract
 * under /publisher/api are sent under the given API base; other paths under its origin.
 */
import http from 'node:http';
import https from 'node:https';

/**
 * @typedef {object} RequestOptions
 * @property {string} [cookie]  sent as the Cookie header
 * @property {Record<string, string>} [headers]
 * @property {unknown} [json]  sent as application/json (or `contentType`)
 * @property {string | Buffer} [body]  sent as is
 * @property {string} [contentType]
 * @property {string} [query]  without "?"
 * @property {boolean} [record]  false: a probe off the contract (not checked against it)
 */
/**
 * @typedef {object} Answer
 * @property {string} method
 * @property {string} path  the contract path the request was for (pathname only)
 * @property {number} status  0 when no answer came (connection refused or cut)
 * @property {{ get(name: string): string | null }} headers
 * @property {string[]} setCookies
 * @property {string} text
 * @property {string} [error]
 */

const API_PREFIX = '/publisher/api';

/**
 * @param {{ base: string, timeoutMs?: number, onAnswer?: (answer: Answer) => void }} options
 */
export function createClient({ base, timeoutMs = 30_000, onAnswer }) {
  const api = new URL(base.replace(/\/+$/, ''));
  const origin = api.origin;
  const apiPath = api.pathname.replace(/\/+$/, '');

  /** The URL a contract path is served at. @param {string} path */
  function urlOf(path) {
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      return new URL(`${origin}${apiPath}${path.slice(API_PREFIX.length)}`);
    }
    return new URL(`${origin}${path}`);
  }

  /**
   * @param {string} method
   * @param {string} path  a contract path with its parameters filled in
   * @param {RequestOptions} [options]
   * @returns {Promise<Answer>}
   */
  function request(method, path, options = {}) {
    const url = urlOf(path);
    if (options.query) url.search = options.query;
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/ld+json, application/json;q=0.9, */*;q=0.1' };
    if (options.cookie) headers.cookie = options.cookie;
    /** @type {Buffer | undefined} */
    let payload;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      payload = Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
      if (options.contentType) headers['content-type'] = options.contentType;
    }
    if (payload) headers['content-length'] = String(payload.length);
    Object.assign(headers, options.headers);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      /** @param {Omit<Answer, 'method' | 'path'>} answer */
      const done = (answer) => {
        const full = { method, path, ...answer };
        if (options.record !== false) onAnswer?.(full);
        resolve(full);
      };
      const req = transport.request(
        url,
        { method, headers, timeout: timeoutMs, servername: url.hostname },
        (res) => {
          const chunks = /** @type {Buffer[]} */ ([]);
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', (error) => done(failed(error)));
          res.on('end', () => {
            const raw = res.headers;
            done({
              status: res.statusCode ?? 0,
              headers: {
                get: (name) => {
                  const value = raw[name.toLowerCase()];
                  return value === undefined ? null : [value].flat().join(', ');
                },
              },
              setCookies: [raw['set-cookie'] ?? []].flat(),
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error) => done(failed(error)));
      req.end(payload);
    });
  }

  return { request, urlOf, origin, secure: api.protocol === 'https:' };
}

/** @param {Error} error @returns {Omit<Answer, 'method' | 'path'>} */
const failed = (error) => ({
  status: 0,
  headers: { get: () => null },
  setCookies: [],
  text: '',
  error: error.message,
});

/** @typedef {ReturnType<typeof createClient>} Client */

/** "NAME=value" of the named cookie among Set-Cookie values, or null. @param {string[]} setCookies @param {string} name */
export function cookieFrom(setCookies, name) {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  const pair = line?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : null;
}

/** A JSON body, or undefined. @param {Answer} answer @returns {any} */
export function jsonOf(answer) {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}
