// @ts-check
/** Tells the publisher's address that two-factor sign-in was turned on or off. */

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string }} publisher
 * @param {boolean} on
 */
export async function sendTwoFactorMail(request, { to, username }, on) {
  const settings = `${request.server.app.config.publicOrigin}/publisher/settings?tab=security`;
  const what = on
    ? 'Signing in now asks for a code from your authenticator app after the password. Keep your recovery codes somewhere safe.'
    : 'Signing in now needs only your password.';
  await request.server.app.mailer.sendMail({
    to,
    subject: on ? 'Two-factor sign-in turned on' : 'Two-factor sign-in turned off',
    text: `Hello ${username},\n\ntwo-factor sign-in was turned ${on ? 'on' : 'off'} for your account. ${what}\n\nIf this was not you, change your password now and check your security settings at\n${settings}`,
    links: [settings],
  });
}
