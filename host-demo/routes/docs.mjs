// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @param {import('fastify').FastifyInstance} fastify */
export async function docsRoutes(fastify) {
  const file = path.join(fastify.app.hostDemoDir, 'openapi.yaml');
  fastify.get('/publisher/api/docs.yaml', async (_request, reply) =>
    // Read on every request so edits show up without a restart; the file is small.
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/yaml; charset=utf-8')
      .send(await readFile(file)),
  );
}
