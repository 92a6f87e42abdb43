// @ts-check
import path from 'node:path';
import { createStaticFiles } from '../lib/static-files.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ALWAYS_REVALIDATE = new Set(['loader.js', 'import-map.json']);

/**
 * Content-hashed names ("app-3fA9b2c1.js", "chunk-Q1w2E3r4.js.map") never change, so they
 * may be cached forever. The hash must contain a digit or mixed case so that words such as
 * "publisher-platform.js" do not count as hashes.
 * @param {string} relativePath
 */
export function assetCacheControl(relativePath) {
  const name = path.posix.basename(relativePath);
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  const hash = /-([A-Za-z0-9_]{8,})\.[A-Za-z0-9]+(?:\.map)?$/.exec(name)?.[1];
  const looksHashed =
    hash !== undefined && (/\d/.test(hash) || (/[A-Z]/.test(hash) && /[a-z]/.test(hash)));
  return looksHashed ? IMMUTABLE : 'no-cache';
}

/**
 * @param {import('../lib/app-context.mjs').AppContext} app
 * @returns {import('../lib/router.mjs').Route[]}
 */
export function assetRoutes(app) {
  const bundle = createStaticFiles(app.distDir, assetCacheControl);
  const demoPages = createStaticFiles(
    path.join(app.hostDemoDir, 'public', 'publisher-demo'),
    () => 'no-cache',
  );
  return [
    {
      method: 'GET',
      path: '/assets/publisher-platform/*',
      handler: (ctx) => bundle.serve(ctx, ctx.params['*'] ?? ''),
    },
    {
      method: 'GET',
      path: '/publisher-demo/*',
      handler: (ctx) => demoPages.serve(ctx, ctx.params['*'] ?? ''),
    },
  ];
}
