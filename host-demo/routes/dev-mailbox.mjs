// @ts-check
import { sendHtml, sendJson } from '../lib/http.mjs';
import { renderMailboxPage } from '../views/mailbox-page.mjs';

/** @type {import('../lib/router.mjs').Route[]} */
export const devMailboxRoutes = [
  {
    method: 'GET',
    path: '/dev/mailbox',
    handler: async (ctx) => {
      ctx.res.setHeader('Cache-Control', 'no-store');
      sendHtml(ctx.res, 200, renderMailboxPage(await ctx.app.mailer.listMails()));
    },
  },
  {
    method: 'GET',
    path: '/dev/mailbox.json',
    handler: async (ctx) => {
      ctx.res.setHeader('Cache-Control', 'no-store');
      sendJson(ctx.res, 200, { mails: await ctx.app.mailer.listMails() });
    },
  },
];
