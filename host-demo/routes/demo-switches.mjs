// @ts-check
import { HttpError, readJsonBody, sendJson, sendNoContent } from '../lib/http.mjs';
import { parseSettingsPatch } from '../lib/settings.mjs';

/** Switches for tests; not part of the portal contract. */

/** @type {import('../lib/router.mjs').Handler} */
async function updateSettings(ctx) {
  /** @type {unknown} */
  let body;
  try {
    body = await readJsonBody(ctx.req);
  } catch (error) {
    const message = error instanceof HttpError ? error.message : 'Invalid body.';
    throw new HttpError(400, message, { body: { error: message } });
  }
  const patch = parseSettingsPatch(body);
  ctx.app.settings = { ...ctx.app.settings, ...patch };
  if (patch.errorRate !== undefined) ctx.app.faults.reset();
  // Send the new version on this very answer too.
  ctx.res.setHeader('X-App-Version', ctx.app.settings.appVersion);
  sendJson(ctx.res, 200, ctx.app.settings);
}

/** @type {import('../lib/router.mjs').Route[]} */
export const demoSwitchRoutes = [
  {
    method: 'POST',
    path: '/__demo/reset',
    handler: async (ctx) => {
      await ctx.app.reset();
      ctx.res.setHeader('X-App-Version', ctx.app.settings.appVersion);
      sendNoContent(ctx.res);
    },
  },
  {
    method: 'GET',
    path: '/__demo/settings',
    handler: (ctx) => sendJson(ctx.res, 200, ctx.app.settings),
  },
  { method: 'POST', path: '/__demo/settings', handler: updateSettings },
];
