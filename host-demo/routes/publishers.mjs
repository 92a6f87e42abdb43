// @ts-check
import { HttpError, JSON_LD_TYPE, sendJson } from '../lib/http.mjs';
import { requireSession } from '../lib/sessions.mjs';
import { loadPublisherProfile } from '../resources/publisher-profile.mjs';

/** @type {import('../lib/router.mjs').Handler} */
async function currentPublisher(ctx) {
  const session = await requireSession(ctx);
  const profile = await loadPublisherProfile(ctx.app.db, session.publisherId, ctx.app.publicUrl);
  // The session outlived its publisher (e.g. after a reset): treat as logged out.
  if (!profile)
    throw new HttpError(401, 'Full authentication is required to access this resource.');
  ctx.res.setHeader('Cache-Control', 'no-store');
  sendJson(ctx.res, 200, profile, JSON_LD_TYPE);
}

/** @type {import('../lib/router.mjs').Route[]} */
export const publisherRoutes = [
  { method: 'GET', path: '/publisher/api/publishers/current', handler: currentPublisher },
];
