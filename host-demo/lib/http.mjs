// @ts-check
/** Response helpers and the error type every handler may throw. */

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

export const JSON_TYPE = 'application/json; charset=utf-8';
export const JSON_LD_TYPE = 'application/ld+json; charset=utf-8';
const JSON_BODY_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];
const MAX_BODY_BYTES = 1024 * 1024;

/** An error that becomes an HTTP answer; `body` overrides the default Hydra error body. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} description
   * @param {{ body?: unknown, headers?: Record<string, string>, contentType?: string }} [options]
   *   contentType of `body`; default application/json
   */
  constructor(status, description, options = {}) {
    super(description);
    this.status = status;
    this.body = options.body;
    this.contentType = options.contentType ?? JSON_TYPE;
    this.headers = options.headers ?? {};
  }
}

/**
 * The API Platform / Hydra error shape.
 * @param {string} description
 */
export function hydraError(description) {
  return {
    '@context': '/publisher/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
  };
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {unknown} body
 * @param {string} [contentType]
 */
export function sendJson(res, status, body, contentType = JSON_TYPE) {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': payload.length });
  res.end(payload);
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {string} description
 */
export function sendHydraError(res, status, description) {
  sendJson(res, status, hydraError(description), JSON_LD_TYPE);
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {string} contentType
 */
export function sendBody(res, status, body, contentType) {
  const payload = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': payload.length });
  res.end(payload);
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {string} html
 */
export function sendHtml(res, status, html) {
  sendBody(res, status, html, 'text/html; charset=utf-8');
}

/** @param {Res} res */
export function sendNoContent(res) {
  res.writeHead(204);
  res.end();
}

/**
 * Reads and parses a JSON request body. Requiring a JSON content type also keeps plain
 * cross-site HTML forms (which cannot send it) from reaching state-changing endpoints.
 * @param {Req} req
 * @returns {Promise<unknown>}
 */
export async function readJsonBody(req) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_BODY_TYPES.includes(type)) {
    throw new HttpError(415, `The content-type "${type}" is not supported. Send application/json.`);
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'Syntax error: the request body is empty.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Syntax error: the request body is not valid JSON.');
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
