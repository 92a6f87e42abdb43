// @ts-check
/** Uploads for registration custom fields (type 3): POST /publisher/api/cdn, GET …/cdn/{id}. */
import { HttpError, JSON_LD_TYPE, sendBody, sendJson } from '../lib/http.mjs';
import {
  CDN_PREFIX,
  findFile,
  readStoredFile,
  safeFileName,
  sniffImageType,
  storeFile,
} from '../lib/cdn-store.mjs';
import { multipartBoundary, parseMultipart, readRawBody } from '../lib/multipart.mjs';
import { violationError } from '../lib/validation.mjs';

/** Largest accepted file (spec §9: 5,000,000 bytes). */
export const MAX_FILE_BYTES = 5_000_000;
/** Largest accepted request: bigger bodies answer 413 before anything is parsed. */
export const MAX_UPLOAD_REQUEST_BYTES = 26 * 1024 * 1024;

/** @param {import('../lib/cdn-store.mjs').CdnFile} file */
export const cdnResource = (file) => ({
  '@id': `${CDN_PREFIX}${file.id}`,
  contentUrl: `${CDN_PREFIX}${file.id}`,
  name: file.name,
  size: file.size,
  mimeType: file.mimeType,
});

/** @param {string} message */
const fileViolation = (message) => violationError([{ propertyPath: 'file', message }]);

/** @type {import('../lib/router.mjs').Handler} */
async function upload(ctx) {
  const boundary = multipartBoundary(ctx.req.headers['content-type']);
  const body = await readRawBody(ctx.req, MAX_UPLOAD_REQUEST_BYTES);
  const part = parseMultipart(body, boundary).find((p) => p.name === 'file' && p.filename !== null);
  if (!part) throw new HttpError(400, 'The multipart field "file" (a file) is missing.');
  if (part.data.length > MAX_FILE_BYTES) {
    throw fileViolation('The file is too large. Allowed maximum size is 5 MB.');
  }
  const mimeType = sniffImageType(part.data);
  if (!mimeType) throw fileViolation('Invalid image. Please check the requirements.');
  const stored = await storeFile(ctx.app, {
    name: safeFileName(part.filename),
    mimeType,
    data: part.data,
  });
  ctx.res.setHeader('Location', `${CDN_PREFIX}${stored.id}`);
  sendJson(ctx.res, 201, cdnResource(stored), JSON_LD_TYPE);
}

/** @type {import('../lib/router.mjs').Handler} */
async function download(ctx) {
  const file = await findFile(ctx.app.db, ctx.params.id ?? '');
  const data = file && (await readStoredFile(ctx.app.dataDir, file));
  if (!file || !data) throw new HttpError(404, 'File not found');
  // Uploads never change under their id.
  ctx.res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.res.setHeader(
    'Content-Disposition',
    `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  );
  sendBody(ctx.res, 200, data, file.mimeType);
}

/** @type {import('../lib/router.mjs').Route[]} */
export const cdnRoutes = [
  { method: 'POST', path: '/publisher/api/cdn', handler: upload },
  { method: 'GET', path: '/publisher/api/cdn/{id}', handler: download },
];
