// @ts-check
/**
 * The mails of an e-mail change (asked for by the profile's PATCH): the link to the new address
 * and the notice to the current one. Links point at the configured public origin (PUBLIC_ORIGIN,
 * else the listen address), never at the request's Host header: a request sent with a forged
 * Host must not put the attacker's site into the victim's mail.
 */

/** @param {import('fastify').FastifyRequest} request */
const publicOrigin = (request) => request.server.app.config.publicOrigin;

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, token: string }} mail
 */
export async function sendEmailUpdateMail(request, { to, username, token }) {
  const link = `${publicOrigin(request)}/publisher/email_update/confirm/${token}`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Confirm your new e-mail',
    text: `Hello ${username},\n\nconfirm ${to} as the new e-mail address of your account by opening\n${link}\n\nThe link is valid for 24 hours and works once.`,
    links: [link],
  });
}

/**
 * Tells the current address that a change to another one was asked for (the change itself
 * needs the link mailed to the new address).
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, newEmail: string }} mail
 */
export async function sendEmailChangeNotice(request, { to, username, newEmail }) {
  const settings = `${publicOrigin(request)}/publisher/settings`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Your e-mail address is being changed',
    text: `Hello ${username},\n\nsomeone signed in to your account asked to change its e-mail address to ${newEmail}. The change takes effect only when the link sent to that address is opened.\n\nIf this was not you, change your password now at\n${settings}\nand send your current address again there, which cancels the change.`,
    links: [settings],
  });
}
