// @ts-check
/**
 * Launch and request (POST /publisher/api/campaigns): launching an available offer or smartlink
 * makes it live at once; requesting one on request waits for the manager's review.
 */
import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from '../lib/db.mjs';
import { HttpError } from '../lib/http.mjs';
import { authenticate, sessionOf } from '../lib/sessions.mjs';
import { checkBody, jsonBody, violationError } from '../lib/validation.mjs';
import { CAMPAIGN } from '../resources/offer.mjs';
import { ACCESS, requireSmartlinkRole } from '../resources/smartlink.mjs';
import { listedOffer, offerIdOf } from './offers.mjs';
import { assignedSmartlink } from './smartlinks.mjs';

/** @typedef {'launch' | 'request'} Action */
/** @typedef {{ id: number, status: number, offer: string | null, smartlink: string | null }} Campaign */

/**
 * @param {import('../lib/db.mjs').Db} tx
 * @param {number} publisherId
 * @param {string} iri
 * @param {Action} action
 * @returns {Promise<Campaign>}
 */
async function offerCampaign(tx, publisherId, iri, action) {
  const offer = await listedOffer(tx, publisherId, offerIdOf(iri)).catch(() => {
    throw violationError([{ propertyPath: 'offer', message: 'Offer not found.' }]);
  });
  const from = action === 'launch' ? CAMPAIGN.available : CAMPAIGN.onRequest;
  if ([3, 4].includes(Number(offer.status)) || Number(offer.listing_status) !== from) {
    const message =
      action === 'launch' ? 'This offer cannot be launched.' : 'This offer cannot be requested.';
    throw violationError([{ propertyPath: 'offer', message }]);
  }
  const status = action === 'launch' ? CAMPAIGN.live : CAMPAIGN.requested;
  const row = await tx.get(
    `INSERT INTO offer_campaigns (publisher_id, offer_id, status, token, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, status`,
    [publisherId, Number(offer.id), status, randomBytes(12).toString('base64url'), sqlTimestamp()],
  );
  return {
    id: Number(row?.id),
    status,
    offer: `/publisher/api/offers/${offer.id}`,
    smartlink: null,
  };
}

/**
 * @param {import('../lib/db.mjs').Db} tx
 * @param {number} publisherId
 * @param {string} iri
 * @param {Action} action
 * @returns {Promise<Campaign>}
 */
async function smartlinkCampaign(tx, publisherId, iri, action) {
  await requireSmartlinkRole(tx, publisherId);
  const smartlink = await assignedSmartlink(tx, publisherId, iri).catch(() => {
    throw violationError([{ propertyPath: 'smartlink', message: 'Smartlink not found.' }]);
  });
  const from = action === 'launch' ? ACCESS.launch : ACCESS.onRequest;
  if (
    Number(smartlink.vertical_status) === 0 ||
    Number(smartlink.enabled) === 0 ||
    smartlink.archived === true ||
    Number(smartlink.access_status) !== from
  ) {
    const message =
      action === 'launch'
        ? 'This smartlink cannot be launched.'
        : 'This smartlink cannot be requested.';
    throw violationError([{ propertyPath: 'smartlink', message }]);
  }
  const status = action === 'launch' ? ACCESS.active : ACCESS.requested;
  await tx.run(`UPDATE smartlink_campaigns SET status = $1 WHERE id = $2`, [
    status,
    Number(smartlink.campaign_id),
  ]);
  return {
    id: Number(smartlink.campaign_id),
    status,
    offer: null,
    smartlink: `/publisher/api/smartlinks/${smartlink.id}`,
  };
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function createCampaign(request, reply) {
  const { publisherId } = sessionOf(request);
  const body = await checkBody(request, () => {
    const input = jsonBody(request);
    const hasOffer = typeof input.offer === 'string';
    const hasSmartlink = typeof input.smartlink === 'string';
    if (hasOffer === hasSmartlink) {
      throw violationError([
        { propertyPath: 'offer', message: 'Give either an offer or a smartlink.' },
      ]);
    }
    return /** @type {{ offer?: string, smartlink?: string, action: Action }} */ (input);
  });
  const campaign = await request.server.app.db.transaction((tx) =>
    body.offer !== undefined
      ? offerCampaign(tx, publisherId, body.offer, body.action)
      : smartlinkCampaign(tx, publisherId, String(body.smartlink), body.action),
  );
  if (!campaign.id) throw new HttpError(500, 'No campaign');
  return reply
    .code(201)
    .type('application/ld+json; charset=utf-8')
    .send({ '@id': `/publisher/api/campaigns/${campaign.id}`, ...campaign });
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function campaignRoutes(fastify) {
  fastify.post(
    '/publisher/api/campaigns',
    { onRequest: authenticate, config: { bodyRules: true } },
    createCampaign,
  );
}
