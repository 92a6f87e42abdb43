// @ts-check
/**
 * Test switches of the click path (not part of the portal contract): convert a click, which
 * fires the publisher's postbacks, what those fires reached, and the newest clicks.
 */
import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from '../../lib/db.mjs';
import { HttpError, isRecord } from '../../lib/http.mjs';
import { echoLog, fire, substitute } from '../postbacks/resource.mjs';

/**
 * The conversion of a click and the postback values of its macros.
 * @param {import('../../lib/db.mjs').Db} tx
 * @param {Record<string, unknown>} body  clickId, goalId?, status?, advTid?
 */
async function convert(tx, body) {
  const click = await tx.get(`SELECT * FROM clicks WHERE id = $1`, [Number(body.clickId)]);
  if (!click) throw new HttpError(404, 'No such click.', { body: { error: 'No such click.' } });
  const goal =
    click.smartlink_id === null && click.offer_id !== null
      ? await tx.get(
          `SELECT g.*, p.payout AS country_payout FROM offer_goals g
         LEFT JOIN offer_payouts p ON p.goal_id = g.id AND p.country = $2
         WHERE g.offer_id = $1 AND ($3 = 0 OR g.id = $3) ORDER BY g.id LIMIT 1`,
          [Number(click.offer_id), String(click.country), Number(body.goalId ?? 0)],
        )
      : undefined;
  const smartlink =
    click.smartlink_id !== null
      ? await tx.get(`SELECT * FROM smartlinks WHERE id = $1`, [Number(click.smartlink_id)])
      : undefined;
  const offer =
    click.offer_id !== null
      ? await tx.get(`SELECT title FROM offers WHERE id = $1`, [Number(click.offer_id)])
      : undefined;
  const payout = Number(goal?.country_payout ?? goal?.payout ?? smartlink?.payout ?? 0);
  const currency = String(goal?.currency ?? smartlink?.currency ?? 'USD');
  const next = await tx.get(`SELECT COALESCE(max(id), 0) + 1 AS id FROM conversions`);
  const id = Number(next?.id);
  const transactionId = `${id}-${randomBytes(6).toString('hex')}`;
  const status = body.status === 'pending' ? 'pending' : 'approved';
  const advTid = typeof body.advTid === 'string' ? body.advTid : `adv-${id}`;
  const createdAt = sqlTimestamp();
  await tx.run(
    `INSERT INTO conversions (id, publisher_id, click_id, offer_id, goal_id, smartlink_id, status,
       payout, currency, transaction_id, adv_tid, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      Number(click.publisher_id),
      Number(click.id),
      click.offer_id === null ? null : Number(click.offer_id),
      goal ? Number(goal.id) : null,
      click.smartlink_id === null ? null : Number(click.smartlink_id),
      status,
      payout,
      currency,
      transactionId,
      advTid,
      createdAt,
    ],
  );
  const postbacks = await tx.all(
    `SELECT * FROM publisher_postbacks WHERE publisher_id = $1 AND (
       (offer_id IS NULL AND smartlink_id IS NULL)
       OR ($2 AND smartlink_id = $3) OR (NOT $2 AND offer_id = $4)) ORDER BY id`,
    [
      Number(click.publisher_id),
      click.smartlink_id !== null,
      Number(click.smartlink_id ?? 0),
      Number(click.offer_id ?? 0),
    ],
  );
  const sub = (/** @type {string} */ column) =>
    click[column] === null ? '' : String(click[column]);
  /** @type {Record<string, string>} */
  const values = {
    country: String(click.country),
    currency,
    track: sub('track'),
    ext_click_id: sub('ext_click_id'),
    sum: payout.toFixed(2),
    sale_time: createdAt.slice(0, 19),
    name: String(smartlink?.title ?? offer?.title ?? ''),
    goal: goal ? String(goal.title) : '',
    sub_source: sub('sub_source'),
    transaction_id: transactionId,
    int_click_id: String(click.id),
    adv_tid: advTid,
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`ext${n}`, sub(`sub${n}`)])),
  };
  return {
    conversion: {
      id,
      clickId: Number(click.id),
      status,
      payout,
      currency,
      transactionId,
      goal: values.goal,
    },
    publisherId: Number(click.publisher_id),
    fires: postbacks.map((p) => ({
      postbackId: Number(p.id),
      url: substitute(String(p.url), values),
    })),
  };
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function clickSwitchRoutes(fastify) {
  const { app } = fastify;
  fastify.post('/__demo/conversions', async (request) => {
    const body = request.body;
    // Ids are positive 32-bit integers: 1e308 is a 400, not a failed query.
    const isId = (/** @type {unknown} */ v) =>
      Number.isInteger(v) && Number(v) >= 1 && Number(v) <= 2 ** 31 - 1;
    if (
      !isRecord(body) ||
      !isId(body.clickId) ||
      !(body.goalId === undefined || isId(body.goalId))
    ) {
      throw new HttpError(400, 'Send { clickId, goalId?, status?, advTid? }.', {
        body: { error: 'Send { clickId, goalId?, status?, advTid? }.' },
      });
    }
    const { conversion, publisherId, fires } = await app.db.transaction((tx) => convert(tx, body));
    const deliveries = [];
    for (const { postbackId, url } of fires) {
      const result = fire(app, url);
      await app.db.run(
        `INSERT INTO postback_deliveries (publisher_id, postback_id, conversion_id, url,
           status_code, response, test, fired_at) VALUES ($1, $2, $3, $4, $5, $6, false, $7)`,
        [
          publisherId,
          postbackId,
          conversion.id,
          url,
          result.statusCode,
          result.response,
          sqlTimestamp(),
        ],
      );
      deliveries.push({ postbackId, url, ...result });
    }
    return { conversion, deliveries };
  });
  fastify.get('/__demo/echo', async () => ({ received: echoLog(app) }));
  // The newest clicks as stored (tests check the click path against the database).
  fastify.get('/__demo/clicks', async () => ({
    clicks: await app.db.all(`SELECT * FROM clicks ORDER BY id DESC LIMIT 20`),
  }));
}
