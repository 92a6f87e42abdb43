// @ts-check
/**
 * The mails of the account flows. Links point at the origin the request came to (its Host
 * header), so a demo reached as localhost:4173 mails localhost links.
 */

/**
 * http://<Host header>, or the server's own origin when the header is missing or not a plain
 * host[:port] (a crafted Host must not end up in a mailed link).
 * @param {import('fastify').FastifyRequest} request
 */
export function requestOrigin(request) {
  const host = request.headers.host ?? '';
  const plain =
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
  return plain.test(host) ? `http://${host}` : request.server.app.publicUrl;
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, token: string }} mail
 */
export async function sendActivationMail(request, { to, username, token }) {
  const link = `${requestOrigin(request)}/publisher/register/confirm/${token}`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Activate your account',
    text: `Hello ${username},\n\nthank you for signing up. Activate your account by opening\n${link}\n\nThe link is valid for 24 hours and works once.`,
    links: [link],
  });
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, token: string }} mail
 */
export async function sendResetMail(request, { to, username, token }) {
  const link = `${requestOrigin(request)}/publisher/reset_password/confirm/${token}`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Reset your password',
    text: `Hello ${username},\n\nto choose a new password open\n${link}\n\nThe link is valid for 2 hours and works once. If you did not ask for it, ignore this mail.`,
    links: [link],
  });
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {{ to: string, username: string, token: string }} mail
 */
export async function sendEmailUpdateMail(request, { to, username, token }) {
  const link = `${requestOrigin(request)}/publisher/email_update/confirm/${token}`;
  await request.server.app.mailer.sendMail({
    to,
    subject: 'Confirm your new e-mail',
    text: `Hello ${username},\n\nconfirm ${to} as the new e-mail address of your account by opening\n${link}\n\nThe link is valid for 24 hours and works once.`,
    links: [link],
  });
}
