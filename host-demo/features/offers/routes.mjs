// @ts-check
/** The offers API: the catalogue with its filters' options, its terms' changes, and a publisher's campaigns. */
export { offerRoutes } from './offer-routes.mjs';
export { offerChangeRoutes } from './change-routes.mjs';
export { campaignRoutes } from './campaigns.mjs';
