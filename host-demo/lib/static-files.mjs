// @ts-check
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HttpError } from './http.mjs';

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
 * @typedef {{ mtimeMs: number, size: number, raw: Buffer, gzip: Buffer | null, etag: string }}
 *   CachedFile
 */

/** @param {string | undefined} header */
function acceptsGzip(header) {
  return (header ?? '').split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

/**
 * Serves files below one directory, with gzip (compressed once, kept in memory until the
 * file changes) and ETags. `cacheControl` picks the header from the file's relative path.
 * @param {string} rootDir
 * @param {(relativePath: string) => string} cacheControl
 */
export function createStaticFiles(rootDir, cacheControl) {
  const root = path.resolve(rootDir);
  /** @type {Map<string, CachedFile>} */
  const cache = new Map();

  /** @param {string} relativePath  already percent-decoded */
  async function resolveFile(relativePath) {
    const segments = relativePath.split('/');
    // "..", dot-files, backslashes and NUL are refused up front; the prefix checks below
    // (after resolving symlinks too) are the backstop.
    if (segments.some((s) => s === '' || s.startsWith('.') || /[\\\0]/.test(s))) return null;
    const candidate = path.resolve(root, ...segments);
    if (!candidate.startsWith(root + path.sep)) return null;
    try {
      const [real, realRoot] = await Promise.all([realpath(candidate), realpath(root)]);
      if (!real.startsWith(realRoot + path.sep)) return null;
      const info = await stat(real);
      return info.isFile() ? { file: real, info } : null;
    } catch {
      return null;
    }
  }

  /** @param {string} file @param {import('node:fs').Stats} info @param {string} ext */
  async function load(file, info, ext) {
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const raw = await readFile(file);
    const entry = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      raw,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(raw) : null,
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
    };
    cache.set(file, entry);
    return entry;
  }

  /**
   * @param {import('./router.mjs').RequestContext} ctx
   * @param {string} relativePath
   */
  async function serve({ req, res }, relativePath) {
    const found = await resolveFile(relativePath);
    if (!found) throw new HttpError(404, 'Not Found');
    const ext = path.extname(found.file).toLowerCase();
    const entry = await load(found.file, found.info, ext);
    const useGzip = entry.gzip !== null && acceptsGzip(req.headers['accept-encoding']);
    // Each encoding is a different representation, so it gets its own validator.
    const etag = useGzip ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag;
    /** @type {Record<string, string | number>} */
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(relativePath),
      ETag: etag,
    };
    if (entry.gzip) headers.Vary = 'Accept-Encoding';
    const ifNoneMatch = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim());
    if (ifNoneMatch.includes(etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (useGzip) headers['Content-Encoding'] = 'gzip';
    const body = useGzip && entry.gzip ? entry.gzip : entry.raw;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  }

  return { serve };
}
