// @ts-check
import { randomBytes } from 'node:crypto';
import { jsonForScript } from '../lib/html.mjs';
import { isApiPath } from '../lib/http.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/publishers.mjs';
import { BROKEN_CONFIG, HOST_CONFIG, UNPARSABLE_CONFIG_TEXT } from '../views/host-config.mjs';
import { renderHostPage } from '../views/host-page.mjs';

/**
 * @param {unknown} variant  the ?config= query parameter
 * @param {string | undefined} nonce  the strict policy's nonce, handed to the bundle's custom script
 */
function configText(variant, nonce) {
  if (variant === 'broken') return jsonForScript(BROKEN_CONFIG);
  if (variant === 'unparsable') return UNPARSABLE_CONFIG_TEXT;
  return jsonForScript(nonce ? { ...HOST_CONFIG, scriptNonce: nonce } : HOST_CONFIG);
}

/**
 * The policy an integrator with a strict CSP sends (opt-in with ?csp=strict): scripts only from
 * the site itself or with this response's nonce, no eval, no inline script, no plugins.
 * @param {string} nonce
 */
export const strictPolicy = (nonce) =>
  `script-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`;

/**
 * @param {import('fastify').FastifyRequest<{ Querystring: { config?: string, csp?: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
function hostPage(request, reply) {
  // The bundle routes on the client; the API's unknown paths stay 404 (or 405).
  if (isApiPath(request.url.split('?')[0] ?? '')) return reply.callNotFound();
  // A fresh nonce per response, as a real strict policy needs.
  const nonce = request.query.csp === 'strict' ? randomBytes(18).toString('base64') : undefined;
  if (nonce) reply.header('Content-Security-Policy', strictPolicy(nonce));
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      renderHostPage({
        configText: configText(request.query.config, nonce),
        nonce,
        accounts: DEMO_ACCOUNTS.filter((account) => account.username !== 'demo'),
        password: DEMO_PASSWORD,
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
