// @ts-check
/**
 * The activation mail of a sign-up. Its link points at the configured public origin
 * (PUBLIC_ORIGIN, else the listen address), never at the request's Host header: a request sent
 * with a forged Host must not put the attacker's site into the victim's mail.
 */

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, token: string }} mail
 */
export async function sendActivationMail(request, { to, username, token }) {
  const link = `${request.server.app.config.publicOrigin}/publisher/register/confirm/${token}`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Activate your account',
    text: `Hello ${username},\n\nthank you for signing up. Activate your account by opening\n${link}\n\nThe link is valid for 24 hours and works once.`,
    links: [link],
  });
}
