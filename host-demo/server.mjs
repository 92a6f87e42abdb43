// @ts-check
/**
 * The demo network: a host page embedding Publisher Platform plus a reference implementation
 * of the API it calls (openapi.yaml). Run `node host-demo/server.mjs`; tests call startServer().
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppContext } from './lib/app-context.mjs';
import { createHttpServer } from './lib/http-server.mjs';
import { completeConfig, resolveConfig } from './lib/server-config.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/publishers.mjs';

const HOST = '127.0.0.1';
const HOST_DEMO_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_DIR = path.dirname(HOST_DEMO_DIR);

/**
 * @typedef {object} StartOptions
 * @property {number} [port]  0 picks a free port; default PORT env or 4173
 * @property {string} [dataDir]  default DEMO_DATA_DIR env or host-demo/.data
 * @property {string} [distDir]  built bundle; default DIST_DIR env or <repo>/dist
 * @property {boolean} [quiet]  no start-up banner
 * @property {string} [publicOrigin]  origin of mailed links and redirects; default PUBLIC_ORIGIN
 *   env, else the listen address
 * @property {boolean} [demoSwitches]  the test switches /__demo/* and /dev/*; default
 *   DEMO_SWITCHES=1 in the environment, else off
 * @property {string} [trustProxy]  proxies whose X-Forwarded-* headers count (e.g. "127.0.0.1");
 *   default TRUST_PROXY env, else none
 */

/**
 * @typedef {object} RunningServer
 * @property {string} url  listen address, e.g. http://127.0.0.1:4173 (the portal is at url + '/publisher/')
 * @property {string} publicOrigin  the origin mails and redirects use
 * @property {number} port
 * @property {import('./lib/app-context.mjs').AppContext} app
 * @property {() => Promise<void>} close  stops listening and closes the database
 */

/**
 * @param {StartOptions} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startServer(options = {}) {
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  const dataDir = path.resolve(
    options.dataDir ?? process.env.DEMO_DATA_DIR ?? path.join(HOST_DEMO_DIR, '.data'),
  );
  const distDir = path.resolve(
    options.distDir ?? process.env.DIST_DIR ?? path.join(REPO_DIR, 'dist'),
  );

  const config = resolveConfig(options, process.env);
  const app = await createAppContext({ dataDir, distDir, hostDemoDir: HOST_DEMO_DIR, config });
  /** @type {import('fastify').FastifyInstance} */
  let server;
  let url;
  try {
    server = await createHttpServer(app);
    url = await server.listen({ port, host: HOST });
  } catch (error) {
    await app.db.close();
    throw error;
  }
  const actualPort = Number(new URL(url).port);
  completeConfig(config, actualPort);
  app.publicUrl = config.publicOrigin;

  if (!options.quiet) {
    console.log(`Demo network: ${config.publicOrigin}/publisher/`);
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  login ${account.username} / ${DEMO_PASSWORD}  (${account.note})`);
    }
    console.log(`  API contract: ${config.publicOrigin}/publisher/api/docs.yaml`);
    console.log(
      config.demoSwitches
        ? `  test switches ON (DEMO_SWITCHES=1; never in production): ${config.publicOrigin}/dev/mailbox`
        : '  test switches off (DEMO_SWITCHES=1 turns them on, for the demo and tests only)',
    );
  }

  let closing = /** @type {Promise<void> | null} */ (null);
  const close = () => {
    closing ??= server.close().then(() => app.db.close());
    return closing;
  };
  return { url, port: actualPort, publicOrigin: config.publicOrigin, app, close };
}

const runDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const running = await startServer().catch((error) => {
    console.error('Demo network failed to start:', error);
    process.exit(1);
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      void running.close().then(() => process.exit(0));
    });
  }
}
