// @ts-check
/** Switches for tests; not part of the portal contract. */
import { HttpError } from '../lib/http.mjs';
import { parseSettingsPatch } from '../lib/settings.mjs';

/** Every 4xx of the switches, unreadable bodies included, is a 400 { error }. */
const switchError = (/** @type {HttpError} */ error) =>
  error.body !== undefined
    ? error
    : new HttpError(400, error.message, { body: { error: error.message } });

/** @param {import('fastify').FastifyInstance} fastify */
export async function demoSwitchRoutes(fastify) {
  const { app } = fastify;
  fastify.post('/__demo/reset', async (_request, reply) => {
    await app.reset();
    return reply.header('X-App-Version', app.settings.appVersion).code(204).send();
  });
  fastify.get('/__demo/settings', async () => app.settings);
  fastify.post(
    '/__demo/settings',
    { config: { mapError: switchError } },
    async (request, reply) => {
      if (request.body === undefined) throw new HttpError(400, 'Send a JSON object.');
      const patch = parseSettingsPatch(request.body);
      app.settings = { ...app.settings, ...patch };
      if (patch.errorRate !== undefined) app.faults.reset();
      // Send the new version on this very answer too.
      return reply.header('X-App-Version', app.settings.appVersion).send(app.settings);
    },
  );
}
