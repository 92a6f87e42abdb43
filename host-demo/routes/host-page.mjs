// @ts-check
import { jsonForScript } from '../lib/html.mjs';
import { isApiPath } from '../lib/http.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/publishers.mjs';
import { BROKEN_CONFIG, HOST_CONFIG, UNPARSABLE_CONFIG_TEXT } from '../views/host-config.mjs';
import { renderHostPage } from '../views/host-page.mjs';

/** @param {unknown} variant  the ?config= query parameter */
function configText(variant) {
  if (variant === 'broken') return jsonForScript(BROKEN_CONFIG);
  if (variant === 'unparsable') return UNPARSABLE_CONFIG_TEXT;
  return jsonForScript(HOST_CONFIG);
}

/**
 * @param {import('fastify').FastifyRequest<{ Querystring: { config?: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
function hostPage(request, reply) {
  // The bundle routes on the client; the API's unknown paths stay 404 (or 405).
  if (isApiPath(request.url.split('?')[0] ?? '')) return reply.callNotFound();
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      renderHostPage({
        configText: configText(request.query.config),
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
