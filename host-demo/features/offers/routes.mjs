// @ts-check
/** The offers API: the catalogue with its filters' options, and a publisher's campaigns. */
export { offerRoutes } from './offer-routes.mjs';
export { campaignRoutes } from './campaigns.mjs';
