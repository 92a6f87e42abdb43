// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assetRoutes } from './assets.mjs';
import { cdnRoutes } from './cdn.mjs';
import { switchRoutes } from './demo-switches.mjs';
import { docsRoutes } from './docs.mjs';
import { hostPageRoutes } from './host-page.mjs';

const FEATURES_DIR = path.join(import.meta.dirname, '..', 'features');

/**
 * The plugins of every `features/<feature>/routes.mjs`, in the folders' order: the module's
 * default export, else each function it exports whose name ends in `Routes`.
 * @returns {Promise<import('fastify').FastifyPluginAsync[]>}
 */
async function featureRoutes() {
  const files = readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(FEATURES_DIR, entry.name, 'routes.mjs'))
    .filter((file) => existsSync(file))
    .sort();
  const plugins = [];
  for (const file of files) {
    /** @type {Record<string, unknown>} */
    const module = await import(pathToFileURL(file).href);
    const exported = module.default
      ? [module.default]
      : Object.entries(module)
          .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'function')
          .map(([, value]) => value);
    if (!exported.length) throw new Error(`${path.relative(FEATURES_DIR, file)} exports no routes`);
    plugins.push(.../** @type {import('fastify').FastifyPluginAsync[]} */ (exported));
  }
  return plugins;
}

/**
 * Every route module: the uploads, the features' (every features/<feature>/routes.mjs, found by
 * its folder), the docs, the assets and the host page. New API endpoints: add them to their
 * feature's routes.mjs and describe them in openapi.yaml; the server refuses to start when a
 * documented request body has no route, and the contract test insists on every documented answer.
 * @param {import('fastify').FastifyInstance} fastify
 */
export async function routes(fastify) {
  for (const plugin of [
    cdnRoutes,
    ...(await featureRoutes()),
    docsRoutes,
    assetRoutes,
    hostPageRoutes,
  ]) {
    await fastify.register(plugin);
  }
  // The test switches do not exist unless asked for (DEMO_SWITCHES=1).
  if (fastify.app.config.demoSwitches) await fastify.register(switchRoutes);
}
