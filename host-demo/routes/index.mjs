// @ts-check
import { twoFactorRoutes } from '../features/two-factor/routes.mjs';
import { assetRoutes } from './assets.mjs';
import { authRoutes } from './auth.mjs';
import { campaignRoutes } from './campaigns.mjs';
import { clickRoutes } from './click.mjs';
import { cdnRoutes } from './cdn.mjs';
import { switchRoutes } from './demo-switches.mjs';
import { docsRoutes } from './docs.mjs';
import { emailUpdateRoutes } from './email-update.mjs';
import { financeLedgerRoutes } from './finance-ledger.mjs';
import { financePaymentRoutes } from './finance-payments.mjs';
import { financeProfileValidationRoutes } from './finance-profile-validation.mjs';
import { financePayoutAccountRoutes } from './finance-payout-accounts.mjs';
import { financePromoRoutes } from './finance-promo.mjs';
import { hostPageRoutes } from './host-page.mjs';
import { offerRoutes } from './offers.mjs';
import { passwordResetRoutes } from './password-reset.mjs';
import { postbackRoutes } from './postbacks.mjs';
import { proxyDomainRoutes } from './proxy-domains.mjs';
import { publisherRoutes } from './publishers.mjs';
import { registrationRoutes } from './registration.mjs';
import { reportRoutes } from './reports.mjs';
import { shellRoutes } from './shell.mjs';
import { supportRoutes } from './support.mjs';
import { shortLinkRoutes } from './short-links.mjs';
import { smartlinkCreativeRoutes } from './smartlink-creatives.mjs';
import { smartlinkRoutes } from './smartlinks.mjs';

/**
 * Every route module. New API endpoints: add a module here and describe them in openapi.yaml;
 * the server refuses to start when a documented request body has no route, and the contract
 * test insists on every documented answer.
 * @param {import('fastify').FastifyInstance} fastify
 */
export async function routes(fastify) {
  for (const plugin of [
    authRoutes,
    twoFactorRoutes,
    publisherRoutes,
    registrationRoutes,
    passwordResetRoutes,
    emailUpdateRoutes,
    cdnRoutes,
    shellRoutes,
    supportRoutes,
    proxyDomainRoutes,
    financeLedgerRoutes,
    financePaymentRoutes,
    financePayoutAccountRoutes,
    financePromoRoutes,
    financeProfileValidationRoutes,
    offerRoutes,
    smartlinkRoutes,
    smartlinkCreativeRoutes,
    campaignRoutes,
    postbackRoutes,
    shortLinkRoutes,
    clickRoutes,
    reportRoutes,
    docsRoutes,
    assetRoutes,
    hostPageRoutes,
  ]) {
    await fastify.register(plugin);
  }
  // The test switches do not exist unless asked for (DEMO_SWITCHES=1).
  if (fastify.app.config.demoSwitches) await fastify.register(switchRoutes);
}
