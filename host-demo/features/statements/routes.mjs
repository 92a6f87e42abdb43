// @ts-check
/** A payment's statement for the publisher who was paid: as PDF and as the same lines in CSV. */
import { HttpError } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { statementCsv } from './csv.mjs';
import { statementPdf } from './pdf.mjs';
import { loadStatement } from './statement.mjs';
import { statementLanguage } from './texts.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** The statement asked for, in its language; 404 for an id that is not the publisher's. */
async function statementOf(/** @type {Request} */ request) {
  const { id } = /** @type {{ id: string }} */ (request.params);
  const { publisherId } = sessionOf(request);
  const paymentId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const statement =
    paymentId === null ? null : await loadStatement(request.server.app.db, publisherId, paymentId);
  if (!statement) throw new HttpError(404, 'Not Found');
  const { language } = /** @type {{ language?: string }} */ (request.query ?? {});
  return { statement, language: statementLanguage(language, statement.publisher.language) };
}

/** "statement-12-2024-05-06_2024-05-12.pdf" */
const fileName = (
  /** @type {import('./statement.mjs').Statement} */ statement,
  /** @type {string} */ ext,
) => `statement-${statement.id}-${statement.period.from}_${statement.period.to}.${ext}`;

/** @param {Request} request @param {Reply} reply */
async function pdf(request, reply) {
  const { statement, language } = await statementOf(request);
  const body = await statementPdf(statement, language, (message) => request.log.warn(message));
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${fileName(statement, 'pdf')}"`)
    .type('application/pdf')
    .send(body);
}

/** @param {Request} request @param {Reply} reply */
async function csv(request, reply) {
  const { statement, language } = await statementOf(request);
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${fileName(statement, 'csv')}"`)
    .type('text/csv; charset=utf-8')
    .send(statementCsv(statement, language));
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function statementRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/payments/:id/statement.pdf', secured, pdf);
  fastify.get('/publisher/api/payments/:id/statement.csv', secured, csv);
}
