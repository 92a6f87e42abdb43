// @ts-check
import { setTimeout as delay } from 'node:timers/promises';
import { HttpError, hydraError, sendBody, sendHydraError, sendJson } from './http.mjs';
import { createRouter } from './router.mjs';

const API_PREFIX = '/publisher/api';

/** @param {string} pathname */
export const isApiPath = (pathname) =>
  pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);

/**
 * Errors inside the API answer in the Hydra shape; elsewhere plain text.
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} api
 * @param {HttpError} error
 */
function sendError(res, api, error) {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  if (error.body !== undefined) sendJson(res, error.status, error.body, error.contentType);
  else if (api) sendHydraError(res, error.status, error.message);
  else
    sendBody(res, error.status, `${error.status} ${error.message}\n`, 'text/plain; charset=utf-8');
}

/**
 * The request pipeline: version header, API latency and fault injection, routing, and
 * turning every thrown error into an answer (the server must never crash on a request).
 * @param {import('./app-context.mjs').AppContext} app
 * @param {import('./router.mjs').Route[]} routes
 * @returns {import('node:http').RequestListener}
 */
export function createRequestHandler(app, routes) {
  const router = createRouter(routes);

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const api = isApiPath(url.pathname);
    try {
      res.setHeader('X-App-Version', app.settings.appVersion);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (api && app.settings.latencyMs > 0) await delay(app.settings.latencyMs);
      if (api && app.faults.shouldFail(app.settings.errorRate)) {
        sendJson(
          res,
          500,
          hydraError('Injected failure (demo errorRate).'),
          'application/ld+json; charset=utf-8',
        );
        return;
      }
      const { match, allowed } = router.find(req.method ?? 'GET', url.pathname);
      if (!match) {
        if (allowed.length > 0) {
          throw new HttpError(405, `Method ${req.method} is not allowed here.`, {
            headers: { Allow: allowed.join(', ') },
          });
        }
        throw new HttpError(
          404,
          api ? `No route found for "${req.method} ${url.pathname}".` : 'Not Found',
        );
      }
      await match.route.handler({ req, res, url, params: match.params, app });
    } catch (error) {
      const known = error instanceof HttpError;
      if (!known) app.logError(`${req.method} ${url.pathname} failed`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendError(res, api, known ? error : new HttpError(500, 'Internal Server Error'));
    }
  };
}
