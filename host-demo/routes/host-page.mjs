// @ts-check
import { randomBytes } from 'node:crypto';
import { jsonForScript } from '../lib/html.mjs';
import { isApiPath } from '../lib/http.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/publishers.mjs';
import {
  BROKEN_CONFIG,
  HOST_CONFIG,
  OVERRIDES,
  UNPARSABLE_CONFIG_TEXT,
} from '../views/host-config.mjs';
import { renderHostPage } from '../views/host-page.mjs';
import { ERRORS_URL } from './dev-errors.mjs';

/**
 * @param {unknown} variant  the ?config= query parameter
 * @param {string | undefined} nonce  the strict policy's nonce, handed to the bundle's custom script
 * @param {string | null} release  with the test switches on, the bundle reports its errors to
 *   the demo's collector as this release
 */
function configText(variant, nonce, release) {
  if (variant === 'broken') return jsonForScript(BROKEN_CONFIG);
  if (variant === 'unparsable') return UNPARSABLE_CONFIG_TEXT;
  return jsonForScript({
    ...HOST_CONFIG,
    // ?config=two-factor: the network requires two-factor sign-in.
    ...(variant === 'two-factor' ? { requireTwoFactor: true } : {}),
    // ?config=overrides: the network's own texts, theme and sections (README, "Embedding").
    ...(variant === 'overrides' ? OVERRIDES : {}),
    ...(nonce ? { scriptNonce: nonce } : {}),
    ...(release ? { errorReporting: { url: ERRORS_URL, release } } : {}),
  });
}

/**
 * The smallest strict policy the portal needs (README, "Embedding"): scripts only from the site
 * itself or with this response's nonce, no eval, no inline script, no plugins. `?csp=strict`
 * sends exactly this, as an integrator's own policy would be.
 * @param {string} nonce
 */
export const strictPolicy = (nonce) =>
  `script-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`;

/**
 * The host page's default: the strict policy, and only this site may frame the page (a
 * framed portal could be clickjacked).
 * @param {string} nonce
 */
export const defaultPolicy = (nonce) => `${strictPolicy(nonce)}; frame-ancestors 'self'`;

/**
 * Opt-in (`?csp=loose`) for showing a network script that carries no nonce: inline scripts
 * run. Never the default.
 */
export const LOOSE_POLICY =
  "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/**
 * The policy of this answer and the nonce the bundle hands to the network's script.
 * @param {unknown} variant  the ?csp= query parameter
 */
function policyFor(variant) {
  if (variant === 'loose') return { policy: LOOSE_POLICY, nonce: undefined };
  // A fresh nonce per response, as a real strict policy needs.
  const nonce = randomBytes(18).toString('base64');
  return { policy: variant === 'strict' ? strictPolicy(nonce) : defaultPolicy(nonce), nonce };
}

/**
 * @param {import('fastify').FastifyRequest<{ Querystring: { config?: string, csp?: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
function hostPage(request, reply) {
  // The bundle routes on the client; the API's unknown paths stay 404 (or 405).
  if (isApiPath(request.url.split('?')[0] ?? '')) return reply.callNotFound();
  const { policy, nonce } = policyFor(request.query.csp);
  const { config, settings } = request.server.app;
  return reply
    .header('Content-Security-Policy', policy)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      renderHostPage({
        configText: configText(
          request.query.config,
          nonce,
          config.demoSwitches ? settings.appVersion : null,
        ),
        nonce,
        accounts: DEMO_ACCOUNTS.filter((account) => account.username !== 'demo'),
        password: DEMO_PASSWORD,
        mailbox: config.demoSwitches,
      }),
    );
}

/**
 * Every page under /publisher except the API is the host page. Specific routes (e.g.
 * /publisher/register/messengers) win over the wildcard in Fastify's router.
 * @param {import('fastify').FastifyInstance} fastify
 */
export async function hostPageRoutes(fastify) {
  const config = { pageFallback: true };
  fastify.get('/', (_request, reply) => reply.redirect('/publisher/', 302));
  fastify.get('/publisher', { config }, hostPage);
  fastify.get('/publisher/*', { config }, hostPage);
}
