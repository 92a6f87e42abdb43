// @ts-check
/**
 * A small multipart/form-data reader (RFC 7578) for uploads: the whole body is buffered up
 * to a limit, then split on the boundary. Enough for one or a few files from a browser.
 */
import { HttpError } from './http.mjs';

/** @typedef {{ name: string, filename: string | null, contentType: string, data: Buffer }} Part */

const MAX_PARTS = 20;
const MAX_HEADER_BYTES = 8 * 1024;
// Past this many bytes an oversized body is no longer drained but the connection is cut.
const DRAIN_FACTOR = 4;

/**
 * The boundary of a multipart/form-data request, 415 for another content type.
 * @param {string | undefined} header  Content-Type
 */
export function multipartBoundary(header) {
  const [type = '', ...params] = (header ?? '').split(';');
  const mediaType = type.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') {
    throw new HttpError(
      415,
      `The content-type "${mediaType}" is not supported. Send multipart/form-data.`,
    );
  }
  for (const param of params) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(param);
    const boundary = match?.[1] ?? match?.[2];
    if (boundary) return boundary;
  }
  throw new HttpError(400, 'The multipart boundary is missing.');
}

/**
 * Reads the body. A body over `maxBytes` answers 413; it is read to its end first (so the
 * client gets to see the answer) unless it is absurdly large.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 */
export async function readRawBody(req, maxBytes) {
  const tooLarge = new HttpError(413, 'Request body too large.', {
    headers: { Connection: 'close' },
  });
  if (Number(req.headers['content-length']) > maxBytes * DRAIN_FACTOR) throw tooLarge;
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > maxBytes * DRAIN_FACTOR) break;
      if (size <= maxBytes) chunks.push(chunk);
    }
  } catch {
    // The client went away mid-upload; nobody reads this answer, but it is not a server bug.
    throw new HttpError(400, 'The request body was cut off.');
  }
  if (size > maxBytes) throw tooLarge;
  return Buffer.concat(chunks);
}

/**
 * name="file"; filename="logo.png" (also filename*=UTF-8''…) from Content-Disposition.
 * @param {string} value
 */
function dispositionParams(value) {
  /** @type {Record<string, string>} */
  const params = {};
  // Browsers send quoted values as is (a '"' becomes %22), so backslashes are not escapes:
  // C:\fakepath\a.png keeps its backslashes (safeFileName drops the directories later).
  const pattern = /;\s*([\w*-]+)\s*=\s*(?:"([^"]*)"|([^;]*))/g;
  for (const match of value.matchAll(pattern)) {
    const key = (match[1] ?? '').toLowerCase();
    const raw = match[2] ?? (match[3] ?? '').trim();
    if (key === 'filename*') {
      const encoded = /^utf-8''(.*)$/i.exec(raw)?.[1];
      try {
        if (encoded !== undefined) params.filename = decodeURIComponent(encoded);
      } catch {
        // a broken filename* is ignored; a plain filename may still be there
      }
    } else if (!(key === 'filename' && params.filename !== undefined)) {
      params[key] = raw;
    }
  }
  return params;
}

/**
 * @param {string} headerText
 * @returns {Part}
 */
function partHeaders(headerText) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of headerText.split('\r\n')) {
    const index = line.indexOf(':');
    if (index > 0)
      headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  const disposition = headers['content-disposition'] ?? '';
  if (!/^form-data\b/i.test(disposition)) throw new HttpError(400, 'Malformed multipart body.');
  const params = dispositionParams(disposition);
  return {
    name: params.name ?? '',
    filename: params.filename ?? null,
    contentType: headers['content-type'] ?? 'text/plain',
    data: Buffer.alloc(0),
  };
}

/**
 * Splits a multipart body into its parts; 400 when it is malformed.
 * @param {Buffer} body
 * @param {string} boundary
 * @returns {Part[]}
 */
export function parseMultipart(body, boundary) {
  const malformed = () => new HttpError(400, 'Malformed multipart body.');
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  /** @type {Part[]} */
  const parts = [];
  let position = body.indexOf(delimiter);
  if (position === -1) throw malformed();
  for (;;) {
    position += delimiter.length;
    const after = body.subarray(position, position + 2).toString('latin1');
    if (after === '--') return parts;
    if (after !== '\r\n' || parts.length >= MAX_PARTS) throw malformed();
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd === -1 || headerEnd - position > MAX_HEADER_BYTES) throw malformed();
    const part = partHeaders(
      body.subarray(position + 2, Math.max(position + 2, headerEnd)).toString('utf8'),
    );
    const dataEnd = body.indexOf(nextDelimiter, headerEnd + 4);
    if (dataEnd === -1) throw malformed();
    part.data = body.subarray(headerEnd + 4, dataEnd);
    parts.push(part);
    position = dataEnd + 2;
  }
}
