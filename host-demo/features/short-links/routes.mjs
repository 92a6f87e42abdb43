// @ts-check
/** Shortlinks of the publisher's tracking links: list, add, delete; the domains they may use. */
import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, JSON_LD_TYPE, send } from '../../lib/http.mjs';
import { authenticate, sessionOf } from '../../lib/sessions.mjs';
import { Violations, checkBody, jsonBody, text } from '../../lib/validation.mjs';
import { collection } from '../../resources/collection.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

export const SHORTLINK_LIMIT = 10;

/**
 * The network's own short domain (the host of its public origin) and the publisher's proxy
 * domains whose certificate is issued.
 * @param {Request} request
 */
async function shortlinkDomains(request) {
  const rows = await request.server.app.db.all(
    `SELECT name FROM proxy_domains WHERE publisher_id = $1 AND cert_status = 1 ORDER BY id`,
    [sessionOf(request).publisherId],
  );
  return [
    { name: new URL(request.server.app.config.publicOrigin).host, network: true },
    ...rows.map((row) => ({ name: String(row.name), network: false })),
  ];
}

/** @param {import('../../lib/db.mjs').Row} row @param {Request} request */
const shortLinkResource = (row, request) => ({
  '@id': `/publisher/api/campaign_short_links/${row.id}`,
  id: Number(row.id),
  code: String(row.code),
  domain: String(row.domain),
  shortUrl: `${new URL(request.server.app.config.publicOrigin).protocol}//${row.domain}/s/${row.code}`,
  targetUrl: String(row.target_url),
  coverImage: row.cover_image === null ? null : String(row.cover_image),
  offer: row.offer_id === null ? null : `/publisher/api/offers/${row.offer_id}`,
  smartlink: row.smartlink_id === null ? null : `/publisher/api/smartlinks/${row.smartlink_id}`,
  createdAt: `${String(row.created_at).replace(' ', 'T')}Z`,
});

/** @param {Request} request @param {Reply} reply */
async function list(request, reply) {
  const rows = await request.server.app.db.all(
    `SELECT * FROM campaign_short_links WHERE publisher_id = $1 ORDER BY id DESC`,
    [sessionOf(request).publisherId],
  );
  return send(reply, collection(rows.map((row) => shortLinkResource(row, request))));
}

/** @param {Request} request @param {Reply} reply */
async function create(request, reply) {
  const { publisherId } = sessionOf(request);
  const { db } = request.server.app;
  const domains = (await shortlinkDomains(request)).map((d) => d.name);
  const input = await checkBody(request, () => {
    const body = jsonBody(request);
    const violations = new Violations();
    const targetUrl = text(body.targetUrl).trim();
    const token = URL.canParse(targetUrl)
      ? (/^\/click\/([\w-]+)$/.exec(new URL(targetUrl).pathname)?.[1] ?? null)
      : null;
    if (!token) violations.add('targetUrl', 'Please, input correct url');
    const domain = text(body.domain).trim();
    if (!domains.includes(domain)) {
      violations.add('domain', 'The value you selected is not a valid choice.');
    }
    const cover = text(body.coverImage).trim();
    if (cover && !/^\/publisher\/api\/cdn\/[\w-]+$|^https?:\/\//.test(cover)) {
      violations.add('coverImage', 'Invalid image. Please check the requirements.');
    }
    violations.throwIfAny();
    return { targetUrl, token: String(token), domain, cover: cover || null };
  });
  const row = await db.transaction(async (tx) => {
    const count = await tx.get(
      `SELECT count(*)::INTEGER AS n FROM campaign_short_links WHERE publisher_id = $1`,
      [publisherId],
    );
    if (Number(count?.n) >= SHORTLINK_LIMIT) throw new HttpError(400, 'Shortlinks limit exceeded');
    const campaign = await tx.get(
      `SELECT offer_id, NULL AS smartlink_id FROM offer_campaigns WHERE token = $1 AND publisher_id = $2
       UNION ALL
       SELECT NULL, smartlink_id FROM smartlink_campaigns WHERE token = $1 AND publisher_id = $2`,
      [input.token, publisherId],
    );
    if (!campaign) {
      throw new HttpError(422, 'targetUrl: Please, input correct url', {
        contentType: JSON_LD_TYPE,
        body: {
          '@type': 'ConstraintViolationList',
          'hydra:title': 'An error occurred',
          'hydra:description': 'targetUrl: Please, input correct url',
          violations: [{ propertyPath: 'targetUrl', message: 'Please, input correct url' }],
        },
      });
    }
    return tx.get(
      `INSERT INTO campaign_short_links (publisher_id, code, domain, target_url, offer_id,
         smartlink_id, cover_image, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        publisherId,
        randomBytes(5).toString('base64url'),
        input.domain,
        input.targetUrl,
        campaign.offer_id === null ? null : Number(campaign.offer_id),
        campaign.smartlink_id === null ? null : Number(campaign.smartlink_id),
        input.cover,
        sqlTimestamp(),
      ],
    );
  });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return reply
    .code(201)
    .header('Location', `/publisher/api/campaign_short_links/${row.id}`)
    .type(JSON_LD_TYPE)
    .send(shortLinkResource(row, request));
}

/** @param {Request} request @param {Reply} reply */
async function remove(request, reply) {
  const { db } = request.server.app;
  const id = /** @type {{ id: string }} */ (request.params).id;
  const row = /^\d{1,9}$/.test(id)
    ? await db.get(`SELECT id FROM campaign_short_links WHERE id = $1 AND publisher_id = $2`, [
        Number(id),
        sessionOf(request).publisherId,
      ])
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  await db.run(`DELETE FROM campaign_short_links WHERE id = $1`, [Number(row.id)]);
  return reply.code(204).send();
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function shortLinkRoutes(fastify) {
  const secured = { onRequest: authenticate };
  fastify.get('/publisher/api/campaign_short_links', secured, list);
  fastify.post(
    '/publisher/api/campaign_short_links',
    { ...secured, config: { bodyRules: true } },
    create,
  );
  fastify.delete('/publisher/api/campaign_short_links/:id', secured, remove);
  fastify.get('/publisher/api/proxy_domains/short_links', secured, async (request, reply) =>
    send(reply, collection(await shortlinkDomains(request))),
  );
}
