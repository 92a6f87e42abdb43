// @ts-check
/**
 * The click path of the demo network: a tracking link (/click/{token}) records a click and
 * redirects to the landing page (served under /lp/); a shortlink (/s/{code}) redirects to its
 * target. Also the offers' preview images and creatives (/media/…).
 */
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError } from '../../lib/http.mjs';
import { SUB_PARAMS, clickCountry, demoLandingUrl, parseUserAgent } from './resource.mjs';
import { originOf, queryOf, one } from '../../resources/list-query.mjs';
import { previewSvg } from './media.mjs';
import { sendCreativeImage } from './creative-image.mjs';

/** @typedef {import('../../lib/db.mjs').Db} Db */

/**
 * What a token opens: a live or test offer campaign, or a live smartlink.
 * @param {Db} tx
 * @param {string} token
 */
async function campaignOf(tx, token) {
  const offer = await tx.get(
    `SELECT c.publisher_id, c.offer_id FROM offer_campaigns c JOIN offers o ON o.id = c.offer_id
     WHERE c.token = $1 AND c.status IN (1, 5) AND o.status NOT IN (3, 4)`,
    [token],
  );
  if (offer)
    return {
      publisherId: Number(offer.publisher_id),
      offerId: Number(offer.offer_id),
      smartlinkId: null,
    };
  const smartlink = await tx.get(
    `SELECT c.publisher_id, s.id, v.title FROM smartlink_campaigns c
     JOIN smartlinks s ON s.id = c.smartlink_id JOIN smartlink_verticals v ON v.id = s.vertical_id
     WHERE c.token = $1 AND c.status = 1 AND v.status = 1 AND s.enabled = 1 AND NOT s.archived`,
    [token],
  );
  if (!smartlink) return null;
  // The smartlink picks an active offer of its vertical (the category of the same name).
  const picked = await tx.get(
    `SELECT o.id FROM offers o JOIN offer_categories k ON k.id = o.category_id
     WHERE k.title = $1 AND o.status = 1 ORDER BY o.id LIMIT 1`,
    [String(smartlink.title)],
  );
  return {
    publisherId: Number(smartlink.publisher_id),
    offerId: picked ? Number(picked.id) : null,
    smartlinkId: Number(smartlink.id),
  };
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function click(request, reply) {
  const { token } = /** @type {{ token: string }} */ (request.params);
  const query = queryOf(request);
  const { browser, os, device } = parseUserAgent(String(request.headers['user-agent'] ?? ''));
  const sub = (/** @type {string} */ name) => one(query, name).slice(0, 255) || null;
  const landing = await request.server.app.db.transaction(async (tx) => {
    const campaign = await campaignOf(tx, token);
    if (!campaign) return null;
    const lp = /^\d{1,9}$/.test(one(query, 'lp')) ? Number(one(query, 'lp')) : 0;
    const page = campaign.offerId
      ? await tx.get(
          `SELECT id, url FROM landing_pages WHERE offer_id = $1 ORDER BY id = $2 DESC, id LIMIT 1`,
          [campaign.offerId, lp],
        )
      : undefined;
    const next = await tx.get(`SELECT COALESCE(max(id), 0) + 1 AS id FROM clicks`);
    const id = Number(next?.id);
    await tx.run(
      `INSERT INTO clicks (id, publisher_id, offer_id, landing_id, smartlink_id, clicked_at,
         country, browser, os, device, referrer, sub_source, track, ext_click_id,
         sub1, sub2, sub3, sub4, sub5, sub6)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [
        id,
        campaign.publisherId,
        campaign.offerId,
        page ? Number(page.id) : null,
        campaign.smartlinkId,
        sqlTimestamp(),
        clickCountry(request),
        browser,
        os,
        device,
        String(request.headers.referer ?? '').slice(0, 1000) || null,
        ...SUB_PARAMS.map(sub),
      ],
    );
    return { id, url: page ? String(page.url) : null };
  });
  if (!landing) throw new HttpError(404, 'This link is not active.');
  const target = landing.url
    ? demoLandingUrl(landing.url, originOf(request))
    : `${originOf(request)}/lp/`;
  const separator = target.includes('?') ? '&' : '?';
  return reply
    .header('Cache-Control', 'no-store')
    .redirect(`${target}${separator}click_id=${landing.id}`, 302);
}

/**
 * A landing page of landing.acmeads.example, as the demo network serves it.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function landingPage(request, reply) {
  const rest = /** @type {{ '*': string }} */ (request.params)['*'];
  const row = await request.server.app.db.get(`SELECT title FROM landing_pages WHERE url = $1`, [
    `https://landing.acmeads.example/${rest}`,
  ]);
  const title = row ? String(row.title) : 'AcmeAds landing';
  const escape = (/** @type {string} */ s) =>
    s.replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
    );
  const clickId = one(queryOf(request), 'click_id').replace(/\D/g, '');
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
        `<body style="font-family:sans-serif;margin:2rem"><main><h1>${escape(title)}</h1>` +
        `<p>Landing page of the demo network.</p>` +
        (clickId ? `<p data-click-id="${clickId}">Click ${clickId}</p>` : '') +
        `</main></body></html>`,
    );
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function shortLink(request, reply) {
  const { code } = /** @type {{ code: string }} */ (request.params);
  const row = await request.server.app.db.get(
    `SELECT target_url FROM campaign_short_links WHERE code = $1`,
    [code],
  );
  if (!row) throw new HttpError(404, 'Not Found');
  // Proxy domains do not resolve on the demo network: the target opens on this origin.
  const target = new URL(String(row.target_url));
  return reply
    .header('Cache-Control', 'no-store')
    .redirect(`${originOf(request)}${target.pathname}${target.search}`, 302);
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function clickRoutes(fastify) {
  fastify.get('/click/:token', click);
  fastify.get('/lp/*', landingPage);
  fastify.get('/s/:code', shortLink);
  fastify.get('/media/offers/:file', async (request, reply) => {
    const id = /^(\d{1,9})\.svg$/.exec(/** @type {{ file: string }} */ (request.params).file)?.[1];
    const row = id
      ? await request.server.app.db.get(
          `SELECT o.title, c.title AS category FROM offers o JOIN offer_categories c ON c.id = o.category_id WHERE o.id = $1`,
          [Number(id)],
        )
      : undefined;
    if (!row) throw new HttpError(404, 'Not Found');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(previewSvg(String(row.title), String(row.category)));
  });
  fastify.get('/media/creatives/:file', (request, reply) =>
    sendCreativeImage(request, reply, 'offer_creatives', 'creative'),
  );
}
