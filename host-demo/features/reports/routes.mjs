// @ts-check
/** The reports' API: dashboard, grouped reports, referral, conversions, competitions, filter options. */
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { listClicks } from './click-log.mjs';
import { competitionStandings } from './competitions.mjs';
import { CONVERSION_CSV_COLUMNS, conversionCsvRow } from './conversion-resource.mjs';
import { EXPORT_LIMIT, listConversions } from './conversions.mjs';
import { dashboard, dashboardImpressions } from './dashboard.mjs';
import { goalPerformanceReport } from './goal-performance.mjs';
import { campaignOptions, dimensionOptions, goalOptions } from './options.mjs';
import { referralReport } from './referral.mjs';
import { METRICS } from './report.mjs';
import { revenueReport } from './revenue.mjs';
import { summaryReport } from './summary.mjs';
import { collection } from '../../resources/collection.mjs';
import { toCsv } from '../../resources/csv.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {(db: import('../../lib/db.mjs').Db, publisherId: number, query: Record<string, unknown>) => Promise<unknown>} Handler */

const query = (/** @type {Request} */ request) =>
  /** @type {Record<string, unknown>} */ (request.query ?? {});

/** @param {Handler} handler */
const json = (handler) => async (/** @type {Request} */ request, /** @type {Reply} */ reply) => {
  const body = await handler(request.server.app.db, sessionOf(request).publisherId, query(request));
  return reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);
};

/** @param {Reply} reply @param {string} name @param {string[]} columns @param {Record<string, unknown>[]} rows */
function sendCsv(reply, name, columns, rows) {
  reply.header('Cache-Control', 'no-store');
  if (rows.length === 0) return reply.code(204).send();
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(toCsv(columns, rows));
}

/** The grouped reports' CSV: the rows as the table shows them (the first 1000), nested rows left out. */
const GROUPED_EXPORTS = /** @type {const} */ ([
  ['summary', 'summary', summaryReport],
  ['revenue', 'revenue', revenueReport],
  ['goal_performance', 'goal-performance', goalPerformanceReport],
]);
const GROUPED_CSV_COLUMNS = ['grouping', 'value', 'label', ...METRICS, 'cr', 'epc'];

/** @param {Record<string, unknown>} q */
function pageOf(q) {
  const page = Number(q.page ?? 1);
  const size = Number(q.itemsPerPage ?? 10);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 100)
    throw new HttpError(400, 'page ≥ 1 and itemsPerPage 1..100.');
  return { limit: size, offset: (page - 1) * size };
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function reportRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/ch/dashboard', secured, json(dashboard));
  fastify.get('/publisher/api/ch/dashboard/impressions', secured, json(dashboardImpressions));
  fastify.get('/publisher/api/ch/reports/summary', secured, json(summaryReport));
  fastify.get('/publisher/api/ch/reports/revenue', secured, json(revenueReport));
  fastify.get('/publisher/api/ch/reports/goal_performance', secured, json(goalPerformanceReport));
  fastify.get('/publisher/api/ch/reports/referral', secured, json(referralReport));
  for (const [path, name, report] of GROUPED_EXPORTS)
    fastify.get(`/publisher/api/ch/reports/${path}/export`, secured, async (request, reply) => {
      const { publisherId } = sessionOf(request);
      const answer = await report(request.server.app.db, publisherId, query(request));
      const rows = answer.events.rows.map((row) => ({ ...row, grouping: answer.grouping }));
      return sendCsv(reply, name, GROUPED_CSV_COLUMNS, rows);
    });
  fastify.get('/publisher/api/ch/reports/referral/export', secured, async (request, reply) => {
    const { publisherId } = sessionOf(request);
    const report = await referralReport(request.server.app.db, publisherId, query(request));
    return sendCsv(
      reply,
      'referral',
      ['label', 'conversions', 'referralRevenue', 'earnings'],
      report.events.rows,
    );
  });
  fastify.get(
    '/publisher/api/ch/conversions',
    secured,
    json(async (db, publisherId, q) => {
      const list = await listConversions(db, publisherId, q, pageOf(q));
      return {
        ...collection(list.items, list.total),
        dateRange: list.dateRange,
        timezone: list.timezone,
      };
    }),
  );
  fastify.get('/publisher/api/ch/conversions/export', secured, async (request, reply) => {
    const { publisherId } = sessionOf(request);
    const list = await listConversions(request.server.app.db, publisherId, query(request), {
      limit: EXPORT_LIMIT,
      offset: 0,
    });
    const rows = list.items.map((item) => conversionCsvRow(item, list.timezone));
    return sendCsv(reply, 'conversions', CONVERSION_CSV_COLUMNS, rows);
  });
  fastify.get(
    '/publisher/api/ch/clicks',
    secured,
    json(async (db, publisherId, q) => {
      const list = await listClicks(db, publisherId, q, pageOf(q));
      return { ...collection(list.items, list.total), dateRange: list.dateRange };
    }),
  );
  fastify.get(
    '/publisher/api/competitions.jsonld',
    secured,
    json(async (db, publisherId) => collection(await competitionStandings(db, publisherId))),
  );
  fastify.get('/publisher/api/ch/reports/options/:kind', secured, async (request, reply) => {
    const { kind } = /** @type {{ kind: string }} */ (request.params);
    const { db } = request.server.app;
    const { publisherId } = sessionOf(request);
    const q = query(request);
    const result =
      kind === 'offers' || kind === 'smartlinks'
        ? await campaignOptions(db, kind, publisherId, q)
        : kind === 'goals'
          ? await goalOptions(db, q)
          : await dimensionOptions(db, publisherId, kind, q);
    return reply
      .header('Cache-Control', 'no-store')
      .type(JSON_LD_TYPE)
      .send(collection(result.items, result.total));
  });
}
