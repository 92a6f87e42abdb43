// @ts-check
/** Offers as the publisher sees them: the listing query and rows → Offer resources. */

import { CAMPAIGN_STATUS, OFFER_STATUS } from '../../lib/contract-enums.mjs';
import { changedSinceSeen } from './changes.mjs';

/** @typedef {import('../../lib/db.mjs').Row} Row */

/** Campaign (listing) status: what the publisher may do with an offer. */
export const CAMPAIGN = CAMPAIGN_STATUS;
/** Offer statuses that disable an offer whatever the publisher's access. */
export const DISABLED_OFFER_STATUSES = /** @type {number[]} */ ([
  OFFER_STATUS.archived,
  OFFER_STATUS.declined,
]);

/**
 * Every offer with the publisher's listing status, category and payout range ($1 = publisher).
 * Statuses 1 (live) and 5 (test) carry the campaign token of the tracking link; the newest
 * change of its terms and when the publisher last opened its page mark it changed.
 */
export const OFFER_LISTING = `
  SELECT o.*, c.title AS category_title, oc.id AS campaign_id, oc.token,
    COALESCE(oc.status, CASE WHEN o.access_type = 2 THEN 3 ELSE 10 END) AS listing_status,
    ch.last_changed_at, ov.seen_at
  FROM offers o
  JOIN offer_categories c ON c.id = o.category_id
  LEFT JOIN offer_campaigns oc ON oc.offer_id = o.id AND oc.publisher_id = $1
  LEFT JOIN (SELECT offer_id, max(changed_at) AS last_changed_at FROM offer_changes
    GROUP BY offer_id) ch ON ch.offer_id = o.id
  LEFT JOIN offer_views ov ON ov.offer_id = o.id AND ov.publisher_id = $1`;

/** @param {unknown} value */
const list = (value) => (Array.isArray(value) ? value.map(String) : []);

/**
 * @param {Row} row  of OFFER_LISTING
 * @param {string} origin  the network's tracking origin
 */
export function offerResource(row, origin) {
  const status = Number(row.listing_status);
  const tracking = status === CAMPAIGN.live || status === CAMPAIGN.test;
  return {
    '@id': `/publisher/api/offers/${row.id}`,
    id: Number(row.id),
    relativeId: Number(row.relative_id),
    title: String(row.title),
    category: { id: Number(row.category_id), title: String(row.category_title) },
    previewImage: row.preview_image ? String(row.preview_image) : null,
    status,
    offerStatus: Number(row.status),
    disabled: DISABLED_OFFER_STATUSES.includes(Number(row.status)),
    currency: String(row.currency),
    payoutMin: Number(row.payout_min ?? 0),
    payoutMax: Number(row.payout_max ?? 0),
    countriesAllowed: list(row.countries_allowed),
    countriesDenied: list(row.countries_denied),
    deviceTarget: Number(row.device_target),
    promoChannels: list(row.promo_channels),
    trackingUrl: tracking && row.token ? `${origin}/click/${row.token}` : null,
    changedSinceSeen: changedSinceSeen(row, Date.now()),
  };
}

/**
 * The offer page's extra fields.
 * @param {Row} row
 * @param {{ goals: Row[], payouts: Row[], landings: Row[], traffic: Map<string, string> }} parts
 */
export function offerDetails(row, { goals, payouts, landings, traffic }) {
  /** @param {unknown} codes */
  const types = (codes) => list(codes).map((code) => ({ code, title: traffic.get(code) ?? code }));
  return {
    description: String(row.description),
    holdPeriodDays: Number(row.hold_days ?? 0),
    goals: goals.map((goal) => ({
      id: Number(goal.id),
      title: String(goal.title),
      payout: Number(goal.payout),
      currency: String(goal.currency),
      payouts: payouts
        .filter((payout) => payout.goal_id === goal.id)
        .map((payout) => ({
          country: String(payout.country),
          payout: Number(payout.payout),
          currency: String(payout.currency),
        })),
    })),
    targeting: {
      countriesAllowed: list(row.countries_allowed),
      countriesDenied: list(row.countries_denied),
      deviceTarget: Number(row.device_target),
      connectionTypes: list(row.connection_types),
      platforms: list(row.platforms),
    },
    restrictions: {
      allowedTrafficTypes: types(row.traffic_allowed),
      forbiddenTrafficTypes: types(row.traffic_forbidden),
    },
    landingPages: landings.map(landingResource),
  };
}

/** @param {Row} row */
export const landingResource = (row) => ({
  '@id': `/publisher/api/landing_pages/${row.id}`,
  id: Number(row.id),
  landingPage: String(row.title),
  url: String(row.url),
});

/** @param {Row} row */
export const creativeResource = (row) => ({
  '@id': `/publisher/api/offer_creatives/${row.id}`,
  id: Number(row.id),
  offer: `/publisher/api/offers/${row.offer_id}`,
  title: String(row.title),
  width: Number(row.width),
  height: Number(row.height),
  imageUrl: `/media/creatives/${row.id}.svg`,
});
