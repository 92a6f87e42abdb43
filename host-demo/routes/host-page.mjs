// @ts-check
import { jsonForScript } from '../lib/html.mjs';
import { sendHtml } from '../lib/http.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/publishers.mjs';
import { BROKEN_CONFIG, HOST_CONFIG, UNPARSABLE_CONFIG_TEXT } from '../views/host-config.mjs';
import { renderHostPage } from '../views/host-page.mjs';

/** @param {string | null} variant  the ?config= query parameter */
function configText(variant) {
  if (variant === 'broken') return jsonForScript(BROKEN_CONFIG);
  if (variant === 'unparsable') return UNPARSABLE_CONFIG_TEXT;
  return jsonForScript(HOST_CONFIG);
}

/** @type {import('../lib/router.mjs').Handler} */
function hostPage(ctx) {
  ctx.res.setHeader('Cache-Control', 'no-cache');
  sendHtml(
    ctx.res,
    200,
    renderHostPage({
      configText: configText(ctx.url.searchParams.get('config')),
      accounts: DEMO_ACCOUNTS.filter((account) => account.username !== 'demo'),
      password: DEMO_PASSWORD,
    }),
  );
}

/** @type {import('../lib/router.mjs').Handler} */
function redirectToPortal(ctx) {
  ctx.res.writeHead(302, { Location: '/publisher/' });
  ctx.res.end();
}

/**
 * Every page under /publisher except the API is the host page: the bundle routes on the
 * client. Registered last so specific routes (e.g. /publisher/register/messengers) win.
 * @type {import('../lib/router.mjs').Route[]}
 */
export const hostPageRoutes = [
  { method: 'GET', path: '/', handler: redirectToPortal },
  { method: 'GET', path: /^\/publisher(?:\/(?!api(?:\/|$)).*)?$/, handler: hostPage },
];
