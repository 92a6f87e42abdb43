// @ts-check
import { assetRoutes } from './assets.mjs';
import { authRoutes } from './auth.mjs';
import { demoSwitchRoutes } from './demo-switches.mjs';
import { devMailboxRoutes } from './dev-mailbox.mjs';
import { docsRoutes } from './docs.mjs';
import { hostPageRoutes } from './host-page.mjs';
import { publisherRoutes } from './publishers.mjs';

/**
 * All routes in match order. New API endpoints: add a module here (before hostPageRoutes,
 * the catch-all) and describe them in openapi.yaml; the contract test insists on both.
 * @param {import('../lib/app-context.mjs').AppContext} app
 * @returns {import('../lib/router.mjs').Route[]}
 */
export function buildRoutes(app) {
  return [
    ...authRoutes,
    ...publisherRoutes,
    ...docsRoutes,
    ...assetRoutes(app),
    ...devMailboxRoutes,
    ...demoSwitchRoutes,
    ...hostPageRoutes,
  ];
}
