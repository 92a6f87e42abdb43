// @ts-check
/**
 * Launch and request (POST /publisher/api/campaigns): launching an available offer or smartlink
 * makes it live at once; requesting one on request waits for the manager's review.
 */
import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { checkBody, jsonBody, violationError } from '../../lib/validation.mjs';
import { CAMPAIGN } from './resource.mjs';
import { ACCESS, assignedSmartlink, requireSmartlinkRole } from '../smartlinks/resource.mjs';
import { listedOffer, offerIdOf } from './offer-routes.mjs';

/** @typedef {'launch' | 'request'} Action */
/**
 * @typedef {{ id: number, status: number, offer: string | null, smartlink: string | null,
 *   trafficType: string | null, country: string | null }} Campaign
 */
/** @typedef {{ action: Action, trafficType?: string, country?: string }} Ask */

/**
 * A request for an offer says the publisher's traffic type and target country: both must be
 * known ones ("Please specify a traffic type", "Please select a country").
 * @param {import('../../lib/db.mjs').Db} tx
 * @param {Ask} ask
 */
async function requestDetails(tx, { trafficType, country }) {
  const typeId = /^(?:\/publisher\/api\/traffic_types\/)?(\d{1,9})$/.exec(trafficType ?? '')?.[1];
  const type = typeId
    ? await tx.get(`SELECT id FROM traffic_types WHERE id = $1`, [Number(typeId)])
    : undefined;
  const code = (country ?? '').trim().toUpperCase();
  const place = /^[A-Z]{2}$/.test(code)
    ? await tx.get(`SELECT code FROM countries WHERE upper(code) = $1`, [code])
    : undefined;
  /** @type {import('../../lib/validation.mjs').Violation[]} */
  const violations = [];
  if (!type)
    violations.push({ propertyPath: 'trafficType', message: 'Please specify a traffic type' });
  if (!place) violations.push({ propertyPath: 'country', message: 'Please select a country' });
  if (violations.length) throw violationError(violations);
  return { trafficTypeId: Number(type?.id), country: String(place?.code) };
}

/**
 * @param {import('../../lib/db.mjs').Db} tx
 * @param {number} publisherId
 * @param {string} iri
 * @param {Ask} ask
 * @returns {Promise<Campaign>}
 */
async function offerCampaign(tx, publisherId, iri, ask) {
  const { action } = ask;
  const offer = await listedOffer(tx, publisherId, offerIdOf(iri)).catch(() => {
    throw violationError([{ propertyPath: 'offer', message: 'Offer not found.' }]);
  });
  const from = action === 'launch' ? CAMPAIGN.available : CAMPAIGN.onRequest;
  if ([3, 4].includes(Number(offer.status)) || Number(offer.listing_status) !== from) {
    const message =
      action === 'launch' ? 'This offer cannot be launched.' : 'This offer cannot be requested.';
    throw violationError([{ propertyPath: 'offer', message }]);
  }
  const details = action === 'request' ? await requestDetails(tx, ask) : null;
  const status = action === 'launch' ? CAMPAIGN.live : CAMPAIGN.requested;
  const row = await tx.get(
    `INSERT INTO offer_campaigns
       (publisher_id, offer_id, status, token, created_at, traffic_type_id, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, status`,
    [
      publisherId,
      Number(offer.id),
      status,
      randomBytes(12).toString('base64url'),
      sqlTimestamp(),
      details?.trafficTypeId ?? null,
      details?.country ?? null,
    ],
  );
  return {
    id: Number(row?.id),
    status,
    offer: `/publisher/api/offers/${offer.id}`,
    smartlink: null,
    trafficType: details ? `/publisher/api/traffic_types/${details.trafficTypeId}` : null,
    country: details?.country ?? null,
  };
}

/**
 * @param {import('../../lib/db.mjs').Db} tx
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
    trafficType: null,
    country: null,
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
    return /** @type {Ask & { offer?: string, smartlink?: string }} */ (input);
  });
  const campaign = await request.server.app.db.transaction((tx) =>
    body.offer !== undefined
      ? offerCampaign(tx, publisherId, body.offer, body)
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
