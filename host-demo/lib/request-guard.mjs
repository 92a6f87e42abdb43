// @ts-check
/**
 * The checks every request passes before a route sees it, and the headers every answer carries:
 * a known Host (421 otherwise), same-origin state changes (403 for another Origin), no
 * multipart body where none is documented (415), and the browser protections (framing, MIME
 * sniffing, referrers). The test switches are guarded here too.
 */
import { HttpError } from './http.mjs';
import { isLoopback } from './server-config.mjs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE =
  'Cross-site request refused: the Origin of a state-changing request must be this site.';
export const UNKNOWN_HOST = 'Misdirected request: this server does not answer for that host.';
const SWITCH_PREFIXES = ['/__demo/', '/dev/'];

/** @param {import('fastify').FastifyRequest} request */
const configOf = (request) => request.server.app.config;

/** @param {string} url */
export const isSwitchPath = (url) => SWITCH_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Served over HTTPS: the public origin is https, or a trusted proxy says so (X-Forwarded-Proto,
 * which Fastify reads only from the proxies in TRUST_PROXY).
 * @param {import('fastify').FastifyRequest} request
 */
export const isSecureRequest = (request) =>
  request.protocol === 'https' || configOf(request).publicOrigin.startsWith('https:');

/**
 * 421 unless the Host header is the public origin's host or a loopback name of this port.
 * @param {import('fastify').FastifyRequest} request
 */
export function checkHost(request) {
  const host = String(request.headers.host ?? '').toLowerCase();
  if (!configOf(request).allowedHosts.has(host)) throw new HttpError(421, UNKNOWN_HOST);
}

/**
 * The origins a state-changing request may come from: the public origin and the one the
 * request reached (its Host is known to be ours already).
 * @param {import('fastify').FastifyRequest} request
 */
function sameSite(request) {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    const allowed = [configOf(request).publicOrigin.toLowerCase(), own];
    return allowed.includes(origin.toLowerCase());
  }
  // Without Origin (not a browser, or a very old one) Fetch Metadata still tells cross-site.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * 403 for a POST, PUT, PATCH or DELETE from another site (CSRF), whatever its content type.
 * @param {import('fastify').FastifyRequest} request
 */
export function checkOrigin(request) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!sameSite(request)) throw new HttpError(403, CROSS_SITE);
}

/**
 * The switches answer only when asked for (DEMO_SWITCHES=1, else they do not exist: 404), only
 * to this machine (loopback, not relayed by a proxy) and never to another site, GETs included.
 * @param {import('fastify').FastifyRequest} request
 */
export function checkSwitchAccess(request) {
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => h in request.headers);
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip) || relayed) {
    throw new HttpError(404, 'Not Found');
  }
  const site = request.headers['sec-fetch-site'];
  if ((site !== undefined && site !== 'same-origin' && site !== 'none') || !sameSite(request)) {
    throw new HttpError(403, CROSS_SITE, { body: { error: CROSS_SITE } });
  }
}

/**
 * Headers of every answer. The host page replaces the CSP with its nonce policy.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
export function securityHeaders(request, reply) {
  baseSecurityHeaders(reply);
  if (isSecureRequest(request)) {
    reply.header('Strict-Transport-Security', 'max-age=31536000');
  }
}

/**
 * The headers that need nothing of the request (also for requests Fastify could not route).
 * @param {import('fastify').FastifyReply} reply
 */
export function baseSecurityHeaders(reply) {
  reply.header('X-Content-Type-Options', 'nosniff');
  // Tokens travel in page URLs (reset, activation): never in a Referer to another site.
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  reply.header('Content-Security-Policy', "frame-ancestors 'self'; object-src 'none'");
}

/**
 * preValidation: multipart bodies only where the contract documents one (the upload); every
 * other body must be JSON (the parsers already refuse other types with 415).
 * @param {import('fastify').FastifyRequest} request
 */
export function checkMultipart(request) {
  if (request.isMultipart() && !request.routeOptions.config?.multipart) {
    throw new HttpError(
      415,
      'The content-type "multipart/form-data" is not supported. Send application/json.',
    );
  }
}
