// @ts-check
/** The built bundle (DIST_DIR) and the demo's static pages, through @fastify/static. */
import path from 'node:path';
import { readFile, stat as statFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { HttpError } from '../lib/http.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ALWAYS_REVALIDATE = new Set(['loader.js', 'import-map.json']);
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
});
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.html', '.txt', '.svg']);

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
 * "..", dot-files, backslashes and NUL are refused up front (404, as for a missing file;
 * @fastify/static would say 403 for some); `send` keeps every path inside the root as a
 * backstop.
 * @param {string} relativePath  percent-decoded
 */
const allowedPath = (relativePath) =>
  !relativePath
    .split('/')
    .some((segment) => segment === '' || segment.startsWith('.') || /[\\\0]/.test(segment));

/**
 * @param {string | string[] | undefined} header
 * @param {string} wanted
 */
function accepts(header, wanted) {
  return String(header ?? '')
    .split(',')
    .some((entry) => {
      const [coding, ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (coding === wanted || coding === '*') && (!q || Number(q.slice(2)) > 0);
    });
}

/** @type {Map<string, { version: string, data: Buffer | null }>} */
const encodedCache = new Map();

/**
 * The file's bytes in `encoding`, kept per file version: gzip is made here, brotli is the
 * build's `.br` copy (null when there is none, or when it is older than the file: a rebuilt
 * `loader.js` must never be answered with the last build's copy).
 * @param {string} filePath
 * @param {import('node:fs').Stats} stat
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer | null>}
 */
async function encoded(filePath, stat, encoding) {
  const key = `${encoding}:${filePath}`;
  const version = `${stat.mtimeMs}:${stat.size}`;
  const cached = encodedCache.get(key);
  if (cached?.version === version) return cached.data;
  let data = null;
  if (encoding === 'gzip') data = gzipSync(await readFile(filePath));
  else {
    const copy = await statFile(`${filePath}.br`).catch(() => null);
    if (copy && copy.mtimeMs >= stat.mtimeMs) data = await readFile(`${filePath}.br`);
  }
  encodedCache.set(key, { version, data });
  return data;
}

/**
 * Brotli where the browser takes it and the build left a copy, else gzip, else the file as is.
 * @param {import('fastify').FastifyRequest} request
 * @param {{ path: string, stat: import('node:fs').Stats }} file
 */
async function bestEncoding(request, file) {
  const header = request.headers['accept-encoding'];
  if (accepts(header, 'br')) {
    const data = await encoded(file.path, file.stat, 'br');
    if (data) return { encoding: 'br', data };
  }
  if (accepts(header, 'gzip')) {
    const data = await encoded(file.path, file.stat, 'gzip');
    if (data) return { encoding: 'gzip', data };
  }
  return null;
}

/**
 * @param {import('fastify').FastifyInstance} fastify
 * @param {{ root: string, urlPrefix: string, cacheControl: (relativePath: string) => string,
 *   decorateReply: boolean }} options
 */
async function staticFiles(fastify, { root, urlPrefix, cacheControl, decorateReply }) {
  fastify.addHook('preHandler', async (request) => {
    const params = /** @type {Record<string, string>} */ (request.params);
    if (!allowedPath(params['*'] ?? '')) throw new HttpError(404, 'Not Found');
  });
  /** Files served with a compressible type, by reply, for the gzip step in onSend. */
  const served = new WeakMap();
  // Text assets are compressed once per file version and kept in memory (every e2e page load
  // fetches the whole bundle); the ETag is weak, so every encoding may share it.
  fastify.addHook('onSend', async (request, reply, payload) => {
    const file = served.get(reply);
    if (!file || reply.statusCode !== 200 || request.method === 'HEAD') return payload;
    const best = await bestEncoding(request, file);
    if (!best) return payload;
    /** @type {{ destroy?: () => void }} */ (payload ?? {}).destroy?.();
    reply.header('Content-Encoding', best.encoding);
    reply.header('Content-Length', best.data.length);
    return best.data;
  });
  await fastify.register(fastifyStatic, {
    root,
    prefix: urlPrefix,
    decorateReply,
    cacheControl: false,
    lastModified: false,
    dotfiles: 'ignore',
    index: false,
    wildcard: true,
    setHeaders: (reply, filePath, stat) => {
      const ext = path.extname(filePath).toLowerCase();
      const res = /** @type {import('fastify').FastifyReply} */ (/** @type {unknown} */ (reply));
      res.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
      res.header(
        'Cache-Control',
        cacheControl(path.relative(root, filePath).split(path.sep).join('/')),
      );
      if (COMPRESSIBLE.has(ext)) {
        res.header('Vary', 'Accept-Encoding');
        served.set(res, { path: filePath, stat });
      }
    },
  });
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function assetRoutes(fastify) {
  const { distDir, hostDemoDir } = fastify.app;
  await fastify.register(staticFiles, {
    root: path.resolve(distDir),
    urlPrefix: '/assets/publisher-platform/',
    cacheControl: assetCacheControl,
    decorateReply: true,
  });
  await fastify.register(staticFiles, {
    root: path.join(hostDemoDir, 'public', 'publisher-demo'),
    urlPrefix: '/publisher-demo/',
    cacheControl: () => 'no-cache',
    decorateReply: false,
  });
}
