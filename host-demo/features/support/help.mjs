// @ts-check
/** The support parcel's help: FAQ, the network's contacts and demo-mode activation requests. */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { jsonBody } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';
import {
  FAQ_LANGUAGES,
  activationRequestResource,
  contactsResource,
  faqResource,
} from './resource.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/** @param {Request} request */
const query = (request) => /** @type {Record<string, string | undefined>} */ (request.query);
/** @param {Request} request */
const publisherOf = (request) => sessionOf(request).publisherId;

/** @param {Reply} reply @param {unknown} body */
const send = (reply, body) =>
  reply.header('Cache-Control', 'no-store').type(JSON_LD_TYPE).send(body);

/** In the asked language (en when unknown), by category then position. */
async function listFaqs(/** @type {Request} */ request, /** @type {Reply} */ reply) {
  const asked = query(request).language ?? '';
  const language = FAQ_LANGUAGES.includes(asked) ? asked : 'en';
  const rows = await request.server.app.db.all(
    `SELECT f.*, c.titles AS category_titles FROM faqs f
     JOIN faq_categories c ON c.id = f.category_id
     ORDER BY c.position, f.position, f.id`,
  );
  return send(reply, collection(rows.map((row) => faqResource(row, language))));
}

/** The network's own contacts (shown to publishers without a manager). */
async function supportContacts(/** @type {Request} */ request, /** @type {Reply} */ reply) {
  const row = await request.server.app.db.get(
    `SELECT n.* FROM network_contacts n
     JOIN publishers p ON p.customer_id = n.customer_id WHERE p.id = $1`,
    [publisherOf(request)],
  );
  return send(reply, contactsResource(row));
}

/** The publisher's activation requests, newest first. */
async function listActivationRequests(/** @type {Request} */ request, /** @type {Reply} */ reply) {
  const rows = await request.server.app.db.all(
    `SELECT * FROM activation_requests WHERE publisher_id = $1 ORDER BY id DESC`,
    [publisherOf(request)],
  );
  return send(reply, collection(rows.map(activationRequestResource)));
}

/** A demo-mode publisher asks the manager to activate the account, with an optional message. */
async function requestActivation(/** @type {Request} */ request, /** @type {Reply} */ reply) {
  const publisherId = publisherOf(request);
  const text = jsonBody(request).message;
  const message = typeof text === 'string' && text.trim() ? text.trim() : null;
  const row = await request.server.app.db.transaction(async (tx) => {
    const publisher = await tx.get(`SELECT status_new FROM publishers WHERE id = $1`, [
      publisherId,
    ]);
    if (publisher?.status_new !== true) throw new HttpError(409, 'Your account is already active.');
    const pending = await tx.get(
      `SELECT id FROM activation_requests WHERE publisher_id = $1 AND status = 'pending'`,
      [publisherId],
    );
    if (pending)
      throw new HttpError(409, 'Your activation request is already waiting for your manager.');
    return tx.get(
      `INSERT INTO activation_requests (publisher_id, message, status, created_at)
       VALUES ($1, $2, 'pending', $3) RETURNING *`,
      [publisherId, message, sqlTimestamp()],
    );
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return send(
    reply.code(201).header('Location', `/publisher/api/activation_requests/${row.id}`),
    activationRequestResource(row),
  );
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function supportHelpRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/faqs', secured, listFaqs);
  fastify.get('/publisher/api/support_contacts', secured, supportContacts);
  fastify.get('/publisher/api/activation_requests', secured, listActivationRequests);
  fastify.post('/publisher/api/activation_requests', secured, requestActivation);
}
