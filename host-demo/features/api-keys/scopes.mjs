// @ts-check
/**
 * What an API key may read, from openapi.yaml itself: an operation whose `security` lists the
 * `apiKey` scheme with a scope answers a key that has that scope; every other one refuses keys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { pathShape } from '../../lib/contract.mjs';

export const SCOPES = /** @type {const} */ (['reports:read', 'conversions:read', 'offers:read']);
/** @typedef {(typeof SCOPES)[number]} Scope */

/** @type {Map<string, Map<string, string[]>>} per contract file: "METHOD /path/{}" → scopes */
const loaded = new Map();

/** @param {string} file */
function load(file) {
  /** @type {Map<string, string[]>} */
  const scopes = new Map();
  const doc = parse(readFileSync(file, 'utf8'));
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const security = Array.isArray(operation?.security) ? operation.security : [];
      const allowed = security.flatMap(
        (/** @type {Record<string, string[]>} */ s) => s.apiKey ?? [],
      );
      if (allowed.length > 0) scopes.set(`${method.toUpperCase()} ${pathShape(route)}`, allowed);
    }
  }
  return scopes;
}

/**
 * The scopes that let a key call this route ([]: keys may not).
 * @param {import('fastify').FastifyRequest} request
 */
export function scopesFor(request) {
  const file = path.join(request.server.app.hostDemoDir, 'openapi.yaml');
  let scopes = loaded.get(file);
  if (!scopes) loaded.set(file, (scopes = load(file)));
  return scopes.get(`${request.method} ${pathShape(request.routeOptions.url ?? '')}`) ?? [];
}
