// @ts-check
/**
 * The Fastify instance of the demo network: version header, API latency and fault injection,
 * body parsers, request bodies checked against openapi.yaml, and every error answered in the
 * API's shape (the server must never crash on a request).
 */
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { routes } from '../routes/index.mjs';
import { MAX_FILES, MAX_FILE_BYTES } from '../routes/cdn.mjs';
import { MAX_JSON_BYTES, registerBodyParsers, unsupportedType } from './body-parsers.mjs';
import { loadBodyContracts, pathShape } from './contract.mjs';
import { HttpError, JSON_LD_TYPE, hydraError, isApiPath } from './http.mjs';
import { checkQuery, loadQueryContracts } from './query-contract.mjs';
import {
  baseSecurityHeaders,
  checkHost,
  checkMultipart,
  checkOrigin,
  checkSwitchAccess,
  isSwitchPath,
  securityHeaders,
} from './request-guard.mjs';
import { violationError } from './validation.mjs';

/** @param {string} url */
const pathOf = (url) => url.split('?')[0] ?? '/';

/**
 * Fastify's own errors (body too large, bad multipart, …) keep their 4xx status; anything
 * else unexpected is a 500.
 * @param {unknown} error
 * @returns {HttpError | null}
 */
function knownError(error) {
  if (error instanceof HttpError) return error;
  const { statusCode, code, message } =
    /** @type {{ statusCode?: number, code?: string, message?: string }} */ (error ?? {});
  if (!statusCode || statusCode < 400 || statusCode >= 500) return null;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, 'Request body too large.');
  return new HttpError(statusCode, message ?? 'Bad Request');
}

/**
 * Known (method, path pattern) pairs, so a known path with another method answers 405.
 * @param {{ method: string | string[], url: string, config?: { pageFallback?: boolean } }[]} routeList
 * @param {string} pathname
 */
function allowedMethods(routeList, pathname) {
  const allowed = new Set();
  for (const route of routeList) {
    if (route.config?.pageFallback && isApiPath(pathname)) continue;
    const pattern = route.url
      .split(/(:[A-Za-z_]+|\*)/)
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    if (!new RegExp(`^${pattern}$`).test(pathname)) continue;
    for (const method of [route.method].flat()) {
      allowed.add(method);
      if (method === 'GET') allowed.add('HEAD');
    }
  }
  return [...allowed];
}

/**
 * @param {import('./app-context.mjs').AppContext} app
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function createHttpServer(app) {
  const fastify = Fastify({
    bodyLimit: MAX_JSON_BYTES,
    keepAliveTimeout: 5000,
    // Only the proxies in TRUST_PROXY may set the client address and protocol (X-Forwarded-*).
    trustProxy: app.config.trustProxy,
    forceCloseConnections: true,
    return503OnClosing: false,
    // A URL that does not decode (e.g. "%E0%A4%A") never reaches a route or the error handler.
    frameworkErrors: (error, request, untypedReply) => {
      const reply = /** @type {import('fastify').FastifyReply} */ (untypedReply);
      reply.header('X-App-Version', app.settings.appVersion).code(400);
      baseSecurityHeaders(reply);
      if (isApiPath(pathOf(request.url))) {
        void reply.type(JSON_LD_TYPE).send(hydraError(error.message));
      } else void reply.type('text/plain; charset=utf-8').send(`400 ${error.message}\n`);
    },
  });
  fastify.decorate('app', app);
  fastify.decorateRequest('session', null);
  registerBodyParsers(fastify);
  await fastify.register(fastifyCookie);
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES },
  });

  const contractFile = path.join(app.hostDemoDir, 'openapi.yaml');
  const contracts = loadBodyContracts(contractFile);
  const queryContracts = loadQueryContracts(contractFile);
  const unrouted = new Set(contracts.keys());
  /** @type {{ method: string | string[], url: string, config?: { pageFallback?: boolean } }[]} */
  const routeList = [];
  fastify.addHook('onRoute', (route) => {
    routeList.push(route);
    for (const method of [route.method].flat()) {
      const key = `${method} ${pathShape(route.url)}`;
      const queryContract = queryContracts.get(key);
      if (queryContract) route.config = { ...route.config, queryContract };
      const contract = contracts.get(key);
      if (!contract) continue;
      route.config = { ...route.config, bodyContract: contract };
      unrouted.delete(key);
    }
  });

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('X-App-Version', app.settings.appVersion);
    securityHeaders(request, reply);
    // Before anything else: an unknown Host, a cross-site write, a switch asked from afar.
    checkHost(request);
    if (isSwitchPath(request.url)) checkSwitchAccess(request);
    checkOrigin(request);
    if (!isApiPath(pathOf(request.url))) return;
    if (app.settings.latencyMs > 0) await delay(app.settings.latencyMs);
    if (app.faults.shouldFail(app.settings.errorRate)) {
      await reply
        .code(500)
        .type(JSON_LD_TYPE)
        .send(hydraError('Injected failure (demo errorRate).'));
    }
  });

  // Numeric query parameters within the contract's bounds (400 with the violations otherwise);
  // multipart bodies only where one is documented.
  fastify.addHook('preValidation', async (request) => {
    checkMultipart(request);
    checkQuery(request);
  });

  // Routes without body rules of their own get the contract's verdict before the handler.
  fastify.addHook('preHandler', async (request) => {
    const { bodyContract, bodyRules } = request.routeOptions.config;
    if (!bodyContract) return;
    if (request.body === undefined) throw unsupportedType(request.headers['content-type']);
    if (bodyRules) return;
    const violations = bodyContract.check(request.body);
    if (violations.length > 0) throw violationError(violations, bodyContract.invalidStatus);
  });

  fastify.setErrorHandler(async (error, request, reply) => {
    const known = knownError(error);
    if (!known) app.logError(`${request.method} ${pathOf(request.url)} failed`, error);
    const mapError = request.routeOptions.config?.mapError;
    const answer =
      known && known.status < 500 && mapError
        ? mapError(known)
        : (known ?? new HttpError(500, 'Internal Server Error'));
    reply.headers(answer.headers).code(answer.status);
    if (answer.body !== undefined) return reply.type(answer.contentType).send(answer.body);
    if (isApiPath(pathOf(request.url))) {
      return reply.type(JSON_LD_TYPE).send(hydraError(answer.message));
    }
    return reply.type('text/plain; charset=utf-8').send(`${answer.status} ${answer.message}\n`);
  });

  fastify.setNotFoundHandler(async (request) => {
    const pathname = pathOf(request.url);
    const allowed = allowedMethods(routeList, pathname);
    // A route of this method that found nothing (e.g. a missing file) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      throw new HttpError(405, `Method ${request.method} is not allowed here.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw new HttpError(
      404,
      isApiPath(pathname) ? `No route found for "${request.method} ${pathname}".` : 'Not Found',
    );
  });

  await fastify.register(routes);
  await fastify.ready();
  // The contract cannot describe a body that no route checks.
  if (unrouted.size > 0) {
    throw new Error(`openapi.yaml bodies without a route: ${[...unrouted].join(', ')}`);
  }
  return fastify;
}
