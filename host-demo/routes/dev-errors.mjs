// @ts-check
/**
 * The demo's error collector: the bundle POSTs a report of each unexpected error to the URL of
 * the host config's `errorReporting` (README, "Error reporting"). A real network points that URL
 * at its own tracker; this one keeps the last reports in memory for the dev page and tests.
 */
import { HttpError, isRecord } from '../lib/http.mjs';
import { renderErrorsPage } from '../views/errors-page.mjs';

export const ERRORS_URL = '/__demo/errors';
const KEPT = 200;
const MAX_REPORT_BYTES = 16 * 1024;

/**
 * The fields a report may carry, each cut to a sane length; anything else is dropped.
 * @param {Record<string, unknown>} body
 */
function readReport(body) {
  const text = (/** @type {unknown} */ value, /** @type {number} */ max) =>
    typeof value === 'string' ? value.slice(0, max) : null;
  if (typeof body.message !== 'string') throw new HttpError(400, 'message: a string.');
  return {
    kind: text(body.kind, 20),
    message: text(body.message, 1_000),
    stack: text(body.stack, 4_000),
    route: text(body.route, 500),
    status: Number.isInteger(body.status) ? body.status : null,
    release: text(body.release, 100),
    user: Number.isInteger(body.user) ? body.user : null,
    userAgent: text(body.userAgent, 300),
    time: text(body.time, 40),
  };
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function devErrorRoutes(fastify) {
  /** @type {Array<ReturnType<typeof readReport> & { receivedAt: string }>} */
  let reports = [];
  fastify.post(ERRORS_URL, { bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
    if (!isRecord(request.body)) throw new HttpError(400, 'Send a JSON object.');
    reports = [{ ...readReport(request.body), receivedAt: new Date().toISOString() }, ...reports];
    reports.length = Math.min(reports.length, KEPT);
    return reply.code(204).send();
  });
  fastify.get(ERRORS_URL, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ reports }),
  );
  fastify.delete(ERRORS_URL, async (_request, reply) => {
    reports = [];
    return reply.code(204).send();
  });
  fastify.get('/dev/errors', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderErrorsPage(reports)),
  );
}
