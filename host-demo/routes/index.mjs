// @ts-check
import { assetRoutes } from './assets.mjs';
import { authRoutes } from './auth.mjs';
import { cdnRoutes } from './cdn.mjs';
import { demoSwitchRoutes } from './demo-switches.mjs';
import { devMailboxRoutes } from './dev-mailbox.mjs';
import { docsRoutes } from './docs.mjs';
import { emailUpdateRoutes } from './email-update.mjs';
import { hostPageRoutes } from './host-page.mjs';
import { passwordResetRoutes } from './password-reset.mjs';
import { proxyDomainRoutes } from './proxy-domains.mjs';
import { publisherRoutes } from './publishers.mjs';
import { registrationRoutes } from './registration.mjs';
import { shellRoutes } from './shell.mjs';

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
    ...registrationRoutes,
    ...passwordResetRoutes,
    ...emailUpdateRoutes,
    ...cdnRoutes,
    ...shellRoutes,
    ...proxyDomainRoutes,
    ...docsRoutes,
    ...assetRoutes(app),
    ...devMailboxRoutes,
    ...demoSwitchRoutes,
    ...hostPageRoutes,
  ];
}
