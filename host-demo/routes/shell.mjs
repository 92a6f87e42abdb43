// @ts-check
/** What the shell's header and menus load (issue 4): balance, counters, news, options. */
import { LANGUAGES, currencyInfo, timezoneOptions } from '../lib/catalog.mjs';
import { HttpError, JSON_LD_TYPE, sendJson } from '../lib/http.mjs';
import { requireSession } from '../lib/sessions.mjs';
import { collection } from '../resources/collection.mjs';
import {
  COMPETITION_STATUSES,
  announcementResource,
  competitionResource,
} from '../resources/shell-items.mjs';

/**
 * @param {import('../lib/router.mjs').RequestContext} ctx
 * @param {unknown} body
 */
const send = (ctx, body) => {
  ctx.res.setHeader('Cache-Control', 'no-store');
  sendJson(ctx.res, 200, body, JSON_LD_TYPE);
};

/** @type {import('../lib/router.mjs').Handler} */
async function balance(ctx) {
  const session = await requireSession(ctx);
  const row = await ctx.app.db.get(`SELECT balance, currency FROM publishers WHERE id = $1`, [
    session.publisherId,
  ]);
  if (!row) throw new HttpError(401, 'Full authentication is required to access this resource.');
  send(ctx, {
    balance: Math.round(Number(row.balance) * 100) / 100,
    currency: currencyInfo(String(row.currency)),
  });
}

/** @type {import('../lib/router.mjs').Handler} */
async function unseenNotifications(ctx) {
  const session = await requireSession(ctx);
  const row = await ctx.app.db.get(
    `SELECT count(*)::INTEGER AS n FROM notifications WHERE publisher_id = $1 AND NOT seen`,
    [session.publisherId],
  );
  send(ctx, { count: Number(row?.n ?? 0) });
}

/** @type {import('../lib/router.mjs').Handler} */
async function announcements(ctx) {
  const session = await requireSession(ctx);
  const unseenOnly = ['true', '1'].includes(ctx.url.searchParams.get('unseen') ?? '');
  const rows = await ctx.app.db.all(
    `SELECT a.* FROM announcements a
     WHERE NOT $2 OR NOT EXISTS (
       SELECT 1 FROM announcement_views v
       WHERE v.announcement_id = a.id AND v.publisher_id = $1)
     ORDER BY a.published_at DESC, a.id DESC`,
    [session.publisherId, unseenOnly],
  );
  send(ctx, collection(rows.map(announcementResource)));
}

/** @type {import('../lib/router.mjs').Handler} */
async function competitions(ctx) {
  const session = await requireSession(ctx);
  const status = ctx.url.searchParams.get('status');
  if (status !== null && !COMPETITION_STATUSES.includes(status)) {
    throw new HttpError(400, `Unknown status "${status.slice(0, 40)}".`);
  }
  const rows = await ctx.app.db.all(
    `SELECT * FROM competitions WHERE publisher_id = $1 ORDER BY id`,
    [session.publisherId],
  );
  const items = rows.map((row) => competitionResource(row));
  send(ctx, collection(status === null ? items : items.filter((c) => c.status === status)));
}

/** @type {import('../lib/router.mjs').Route[]} */
export const shellRoutes = [
  { method: 'GET', path: '/publisher/api/ch/balance', handler: balance },
  { method: 'GET', path: '/publisher/api/notifications/unseen', handler: unseenNotifications },
  { method: 'GET', path: '/publisher/api/announcements', handler: announcements },
  { method: 'GET', path: '/publisher/api/competitions', handler: competitions },
  {
    method: 'GET',
    path: '/publisher/api/languages',
    handler: async (ctx) => {
      await requireSession(ctx);
      send(ctx, collection([...LANGUAGES]));
    },
  },
  {
    method: 'GET',
    path: '/publisher/api/publisher/timezones',
    handler: async (ctx) => {
      await requireSession(ctx);
      send(ctx, collection(timezoneOptions()));
    },
  },
];
