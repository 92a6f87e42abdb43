// @ts-check
/** Who signs in: the client a session is started for, and the mail about a new browser. */
import { sqlTimestamp } from '../../lib/db.mjs';
import { parseUserAgent } from './user-agent.mjs';

// A geo-IP proxy in front of the site may name the place of the client address here; the demo
// has none, so the place stays empty unless a request carries it.
const PLACE_HEADER = 'x-geo-place';
const MAX_TEXT = 512;

/** @typedef {{ userAgent: string | null, ip: string, place: string | null }} Client */

/** @param {string | string[] | undefined} value */
const headerText = (value) => {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, MAX_TEXT);
  return text ? text : null;
};

/** @param {import('fastify').FastifyRequest} request @returns {Client} */
export const clientOf = (request) => ({
  userAgent: headerText(request.headers['user-agent']),
  ip: request.ip,
  place: headerText(request.headers[PLACE_HEADER]),
});

/**
 * Mails the publisher when they sign in with a browser (family and OS) they have not used
 * before. The first sign-in of an account has nothing to compare with and mails nothing.
 * @param {import('fastify').FastifyRequest} request
 * @param {number} publisherId
 * @param {Client} client
 */
export async function noticeNewBrowser(request, publisherId, client) {
  const { db, mailer, config } = request.server.app;
  const { browser, os } = parseUserAgent(client.userAgent);
  const known = await db.get(
    `SELECT count(*) AS seen, count(*) FILTER (WHERE browser = $2 AND os = $3) AS same
     FROM known_browsers WHERE publisher_id = $1`,
    [publisherId, browser ?? '', os ?? ''],
  );
  if (Number(known?.same ?? 0) > 0) return;
  await db.run(
    `INSERT INTO known_browsers (publisher_id, browser, os, first_seen_at) VALUES ($1, $2, $3, $4)`,
    [publisherId, browser ?? '', os ?? '', sqlTimestamp()],
  );
  if (Number(known?.seen ?? 0) === 0) return;
  const publisher = await db.get(`SELECT username, email FROM publishers WHERE id = $1`, [
    publisherId,
  ]);
  if (!publisher) return;
  const where = `${browser ?? 'An unknown browser'} on ${os ?? 'an unknown system'}`;
  const settings = `${config.publicOrigin}/publisher/settings?tab=security`;
  await mailer.sendMail({
    to: String(publisher.email),
    subject: 'New sign-in to your account',
    text: `Hello ${publisher.username},\n\nyour account was just signed in to from a browser it has not used before:\n\n${where}\nAddress: ${client.ip}${client.place ? ` (${client.place})` : ''}\n\nIf this was you, there is nothing to do. If not, end that session and change your password at\n${settings}`,
    links: [settings],
  });
}
