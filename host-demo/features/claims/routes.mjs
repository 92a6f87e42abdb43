// @ts-check
/**
 * Claims for conversions: a publisher claims a conversion it is missing (by click id) or one
 * that was declined (by transaction id); the network answers (accepted or rejected).
 */
import { sqlTimestamp } from '../../lib/db.mjs';
import { send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { Violations, checkBody, jsonBody, text, violationError } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';
import { CLAIM_SELECT, claimResource } from './resource.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */
/** @typedef {import('../../lib/db.mjs').Db} Db */

const MAX_COMMENT = 2000;

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const rows = await request.server.app.db.all(
    `${CLAIM_SELECT} WHERE k.publisher_id = $1 ORDER BY k.created_at DESC, k.id DESC`,
    [sessionOf(request).publisherId],
  );
  return send(reply, collection(rows.map(claimResource)));
}

/** @param {Request} request */
function readInput(request) {
  const body = jsonBody(request);
  const violations = new Violations();
  const clickId = text(body.clickId).trim();
  const transactionId = text(body.transactionId).trim();
  if (!clickId && !transactionId)
    violations.add('clickId', 'Enter a click id or a transaction id.');
  if (clickId && !/^\d{1,15}$/.test(clickId)) violations.add('clickId', 'No click has this id.');
  const offer = body.offerId;
  if (offer !== undefined && offer !== null && !(Number.isInteger(offer) && Number(offer) > 0))
    violations.add('offerId', 'This value is not valid.');
  const time = text(body.convertedAt).trim();
  if (time && Number.isNaN(Date.parse(time)))
    violations.add('convertedAt', 'This value is not a valid time.');
  const amount = body.amount;
  if (amount !== undefined && amount !== null && !(typeof amount === 'number' && amount >= 0))
    violations.add('amount', 'This value should be 0 or more.');
  const comment = text(body.comment).trim();
  if (!comment) violations.add('comment', 'Field is required');
  else if (comment.length > MAX_COMMENT)
    violations.add(
      'comment',
      `This value is too long. It should have ${MAX_COMMENT} characters or less.`,
    );
  const screenshot = text(body.screenshot).trim();
  if (screenshot && !/^\/publisher\/api\/cdn\/[\w-]+$/.test(screenshot))
    violations.add('screenshot', 'Invalid image. Please check the requirements.');
  violations.throwIfAny();
  return {
    clickId: clickId || null,
    transactionId: transactionId || null,
    offerRelativeId: typeof offer === 'number' ? offer : null,
    convertedAt: time ? sqlTimestamp(new Date(time)) : null,
    amount: typeof amount === 'number' ? amount : null,
    comment,
    screenshot: screenshot || null,
  };
}

/**
 * The violations of a claim the data refuses: a click or conversion that is not the publisher's,
 * a conversion already approved, one already claimed (open or accepted).
 * @param {Db} db @param {number} publisherId @param {ReturnType<typeof readInput>} input
 */
async function dataViolations(db, publisherId, input) {
  const violations = [];
  if (input.clickId) {
    const click = await db.get(`SELECT id FROM clicks WHERE id = $1 AND publisher_id = $2`, [
      Number(input.clickId),
      publisherId,
    ]);
    if (!click) violations.push({ propertyPath: 'clickId', message: 'No click has this id.' });
    else if (
      await db.get(
        `SELECT 1 AS found FROM conversions WHERE click_id = $1 AND publisher_id = $2 AND status = 'approved'`,
        [Number(input.clickId), publisherId],
      )
    )
      violations.push({
        propertyPath: 'clickId',
        message: 'This click already has an approved conversion.',
      });
    else if (
      await db.get(
        `SELECT 1 AS found FROM conversion_claims WHERE click_id = $1 AND publisher_id = $2 AND status <> 'rejected'`,
        [Number(input.clickId), publisherId],
      )
    )
      violations.push({ propertyPath: 'clickId', message: 'This click is already claimed.' });
  }
  if (input.transactionId) {
    const conversion = await db.get(
      `SELECT status FROM conversions WHERE transaction_id = $1 AND publisher_id = $2`,
      [input.transactionId, publisherId],
    );
    if (!conversion)
      violations.push({
        propertyPath: 'transactionId',
        message: 'No conversion has this transaction id.',
      });
    else if (conversion.status === 'approved')
      violations.push({
        propertyPath: 'transactionId',
        message: 'This conversion is already approved.',
      });
    else if (
      await db.get(
        `SELECT 1 AS found FROM conversion_claims WHERE transaction_id = $1 AND publisher_id = $2 AND status <> 'rejected'`,
        [input.transactionId, publisherId],
      )
    )
      violations.push({
        propertyPath: 'transactionId',
        message: 'This conversion is already claimed.',
      });
  }
  if (input.offerRelativeId !== null) {
    const offer = await db.get(`SELECT id FROM offers WHERE relative_id = $1`, [
      input.offerRelativeId,
    ]);
    if (!offer) violations.push({ propertyPath: 'offerId', message: 'No offer has this id.' });
  }
  return violations;
}

/** @param {Request} request @param {Reply} reply */
async function create(request, reply) {
  const { publisherId } = sessionOf(request);
  const { db } = request.server.app;
  const input = await checkBody(request, () => readInput(request));
  const row = await db.transaction(async (tx) => {
    const violations = await dataViolations(tx, publisherId, input);
    if (violations.length) throw violationError(violations);
    const inserted = await tx.get(
      `INSERT INTO conversion_claims (publisher_id, click_id, transaction_id, offer_id, converted_at,
         amount, comment, screenshot, status, created_at)
       VALUES ($1, $2, $3, (SELECT id FROM offers WHERE relative_id = $4), $5, $6, $7, $8, 'open', $9)
       RETURNING id`,
      [
        publisherId,
        input.clickId === null ? null : Number(input.clickId),
        input.transactionId,
        input.offerRelativeId,
        input.convertedAt,
        input.amount,
        input.comment,
        input.screenshot,
        sqlTimestamp(),
      ],
    );
    return tx.get(`${CLAIM_SELECT} WHERE k.id = $1`, [Number(inserted?.id)]);
  });
  const claim = claimResource(/** @type {import('../../lib/db.mjs').Row} */ (row));
  return send(reply.code(201).header('Location', claim['@id']), claim);
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function claimRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/conversion_claims', secured, list);
  fastify.post('/publisher/api/conversion_claims', secured, create);
}
