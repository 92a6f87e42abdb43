// @ts-check
/**
 * Requests signed with `Authorization: Bearer <key>`: a key reads, for its publisher, what the
 * session would, on the operations of its scopes only (403 elsewhere), throttled per key.
 */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, hydraError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { retryAfterSeconds } from '../../lib/throttle.mjs';
import { hashKey } from './keys.mjs';
import { scopesFor } from './scopes.mjs';

const BEARER = /^bearer(?:\s+(\S*))?\s*$/i;
const LAST_USED_STEP_MS = 60_000;

/** The key a request is signed with ('' for an empty one); null without a Bearer header. @param {import('fastify').FastifyRequest} request */
export function bearerOf(request) {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match ? (match[1] ?? '') : null;
}

/** @param {number} status @param {string} message @param {Record<string, string>} [headers] */
const refusal = (status, message, headers = {}) =>
  new HttpError(status, message, {
    body: {
      ...hydraError(message),
      ...(status === 429 && { retryAfter: Number(headers['Retry-After']) }),
    },
    contentType: JSON_LD_TYPE,
    headers,
  });

/** onRequest of secured routes when the request carries a key. @param {import('fastify').FastifyRequest} request */
export async function authenticateKey(request) {
  const { db, throttles } = request.server.app;
  const row = await db.get(
    `SELECT id, publisher_id, scopes, last_used_at FROM api_keys
     WHERE hash = $1 AND revoked_at IS NULL`,
    [hashKey(bearerOf(request) ?? '')],
  );
  if (!row) {
    throw refusal(401, 'The API key is unknown or revoked.', { 'WWW-Authenticate': 'Bearer' });
  }
  const granted = Array.isArray(row.scopes) ? row.scopes.map(String) : [];
  const needed = request.method === 'GET' ? scopesFor(request) : [];
  if (!needed.some((scope) => granted.includes(scope))) {
    throw refusal(403, 'This API key may not use this operation.');
  }
  const wait = throttles.apiKeys.take(String(row.id));
  if (wait > 0) {
    const seconds = retryAfterSeconds(wait);
    throw refusal(429, `Too many requests with this API key. Try again in ${seconds} s.`, {
      'Retry-After': String(seconds),
    });
  }
  const now = new Date();
  const since = new Date(now.getTime() - LAST_USED_STEP_MS);
  await db.run(
    `UPDATE api_keys SET last_used_at = $1
     WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $3)`,
    [sqlTimestamp(now), Number(row.id), sqlTimestamp(since)],
  );
  request.session = {
    id: `api-key:${row.id}`,
    publisherId: Number(row.publisher_id),
    apiKeyId: Number(row.id),
  };
}
