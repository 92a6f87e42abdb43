// @ts-check
/**
 * The password reset mail. Its link points at the configured public origin (PUBLIC_ORIGIN,
 * else the listen address), never at the request's Host header: a request sent with a forged
 * Host must not put the attacker's site into the victim's mail.
 */

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, token: string }} mail
 */
export async function sendResetMail(request, { to, username, token }) {
  const link = `${request.server.app.config.publicOrigin}/publisher/reset_password/confirm/${token}`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Reset your password',
    text: `Hello ${username},\n\nto choose a new password open\n${link}\n\nThe link is valid for 2 hours and works once. If you did not ask for it, ignore this mail.`,
    links: [link],
  });
}
