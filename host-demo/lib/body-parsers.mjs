// @ts-check
/**
 * Request bodies: JSON objects in the three JSON media types, multipart for uploads (its own
 * plugin), 415 for anything else. Requiring a JSON content type also keeps plain cross-site
 * HTML forms (which cannot send it) from reaching state-changing endpoints.
 */
import { HttpError, isRecord } from './http.mjs';

export const JSON_BODY_TYPES = [
  'application/json',
  'application/ld+json',
  'application/merge-patch+json',
];
export const MAX_JSON_BYTES = 1024 * 1024;

/** A body that could not be read; routes with their own error shape recognise it. */
export class BodyError extends HttpError {}

/** @param {string | undefined} header */
export const unsupportedType = (header) => {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return new BodyError(415, `The content-type "${type}" is not supported. Send application/json.`);
};

/** @param {import('fastify').FastifyInstance} fastify */
export function registerBodyParsers(fastify) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(JSON_BODY_TYPES, { parseAs: 'string' }, (_request, text, done) => {
    if (String(text).trim() === '') {
      done(new BodyError(400, 'Syntax error: the request body is empty.'));
      return;
    }
    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(String(text));
    } catch {
      done(new BodyError(400, 'Syntax error: the request body is not valid JSON.'));
      return;
    }
    if (!isRecord(body)) done(new BodyError(400, 'The request body must be a JSON object.'));
    else done(null, body);
  });
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    done(unsupportedType(request.headers['content-type']));
  });
}
