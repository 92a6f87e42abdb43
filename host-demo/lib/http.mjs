// @ts-check
/** The error type every handler may throw, and the API's error shapes. */

export const JSON_TYPE = 'application/json; charset=utf-8';
export const JSON_LD_TYPE = 'application/ld+json; charset=utf-8';

/** A resource's answer: JSON-LD, never cached (it is the publisher's own data). */
export const send = (
  /** @type {import('fastify').FastifyReply} */ reply,
  /** @type {unknown} */ body,
) => reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);

/** @param {string} pathname */
export const isApiPath = (pathname) =>
  pathname === '/publisher/api' || pathname.startsWith('/publisher/api/');

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
 * The confirmation links' error shape, as json_login's: `{ "error": "…" }`. A route's mapError:
 * errors that already carry a body (422 violations) keep it, and 415 is the Hydra error of every
 * other endpoint (also outside /publisher/api, where no Hydra body is added by default).
 * @param {HttpError} error
 */
export const errorFieldShape = (error) => {
  if (error.body !== undefined) return error;
  const hydra = error.status === 415;
  return new HttpError(error.status, error.message, {
    body: hydra ? hydraError(error.message) : { error: error.message },
    headers: error.headers,
    ...(hydra ? { contentType: JSON_LD_TYPE } : {}),
  });
};

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
