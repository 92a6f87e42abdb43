// @ts-check
import { renderMailboxPage } from '../views/mailbox-page.mjs';

/** @param {import('fastify').FastifyInstance} fastify */
export async function devMailboxRoutes(fastify) {
  const { mailer } = fastify.app;
  fastify.get('/dev/mailbox', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(await mailer.listMails())),
  );
  fastify.get('/dev/mailbox.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ mails: await mailer.listMails() }),
  );
}
