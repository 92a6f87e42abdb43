// @ts-check
/**
 * Uploads for registration custom fields (type 3) and shortlink covers: POST /publisher/api/cdn
 * (signed in, or during a sign-up: features/registration/upload-pass.mjs), GET …/cdn/{id}.
 */
import { HttpError, JSON_LD_TYPE } from '../lib/http.mjs';
import {
  CDN_PREFIX,
  findFile,
  readStoredFile,
  safeFileName,
  sniffImageType,
  storeFile,
} from '../lib/cdn-store.mjs';
import { takeUploadTurn } from '../features/registration/upload-pass.mjs';
import { violationError } from '../lib/validation.mjs';

/** Largest accepted file: 5,000,000 bytes. */
export const MAX_FILE_BYTES = 5_000_000;
/** A multiple-upload field takes up to 5 files. */
export const MAX_FILES = 5;
/** Largest accepted request: bigger bodies answer 413 before anything is parsed. */
export const MAX_UPLOAD_REQUEST_BYTES = 26 * 1024 * 1024;
// Past this many bytes an oversized body is no longer drained but the connection is cut.
const DRAIN_FACTOR = 4;

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

/** @param {unknown} error */
const codeOf = (error) => /** @type {{ code?: string }} */ (error ?? {}).code;

/**
 * onRequest: a request over the limit answers 413. It is read to its end first (so the
 * client gets to see the answer) unless it is absurdly large.
 * @param {import('fastify').FastifyRequest} request
 */
async function refuseOversizedRequest(request) {
  const length = Number(request.headers['content-length']);
  if (!(length > MAX_UPLOAD_REQUEST_BYTES)) return;
  const tooLarge = new HttpError(413, 'Request body too large.', {
    headers: { Connection: 'close' },
  });
  if (length > MAX_UPLOAD_REQUEST_BYTES * DRAIN_FACTOR) throw tooLarge;
  await new Promise((resolve) => {
    request.raw.on('end', resolve).on('error', resolve).on('close', resolve).resume();
  });
  throw tooLarge;
}

/**
 * The first file of the multipart field "file"; the other parts are skipped.
 * @param {import('fastify').FastifyRequest} request
 */
async function readFilePart(request) {
  /** @type {{ filename: string, data: Buffer } | null} */
  let found = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || found || tooLarge) {
        part.file.resume();
        continue;
      }
      try {
        found = { filename: part.filename, data: await part.toBuffer() };
      } catch (error) {
        if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        tooLarge = true;
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, `At most ${MAX_FILES} files per request.`);
    } else throw new HttpError(400, 'Malformed multipart body.');
  }
  if (tooLarge) throw fileViolation('The file is too large. Allowed maximum size is 5 MB.');
  return found;
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 */
async function upload(request, reply) {
  if (!request.isMultipart()) {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    throw new HttpError(
      415,
      `The content-type "${type}" is not supported. Send multipart/form-data.`,
    );
  }
  const part = await readFilePart(request);
  if (!part) throw new HttpError(400, 'The multipart field "file" (a file) is missing.');
  const mimeType = sniffImageType(part.data);
  if (!mimeType) throw fileViolation('Invalid image. Please check the requirements.');
  const stored = await storeFile(request.server.app, {
    name: safeFileName(part.filename),
    mimeType,
    data: part.data,
  });
  return reply
    .code(201)
    .header('Location', `${CDN_PREFIX}${stored.id}`)
    .type(JSON_LD_TYPE)
    .send(cdnResource(stored));
}

/**
 * @param {import('fastify').FastifyRequest<{ Params: { id: string } }>} request
 * @param {import('fastify').FastifyReply} reply
 */
async function download(request, reply) {
  const { app } = request.server;
  const file = await findFile(app.db, request.params.id);
  const data = file && (await readStoredFile(app.dataDir, file));
  if (!file || !data) throw new HttpError(404, 'File not found');
  return reply
    .header('Cache-Control', 'public, max-age=31536000, immutable') // never changes under its id
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .type(file.mimeType)
    .send(data);
}

/** @param {import('fastify').FastifyInstance} fastify */
export async function cdnRoutes(fastify) {
  fastify.post(
    '/publisher/api/cdn',
    { onRequest: [takeUploadTurn, refuseOversizedRequest], config: { multipart: true } },
    upload,
  );
  fastify.get('/publisher/api/cdn/:id', download);
}
