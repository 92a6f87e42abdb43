// @ts-check
/** Uploaded files: bytes in <data dir>/cdn/<uuid>, metadata in the cdn_files table. */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sqlTimestamp } from './db.mjs';

export const CDN_PREFIX = '/publisher/api/cdn/';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** @typedef {{ id: string, name: string, size: number, mimeType: string }} CdnFile */

/** @param {string} dataDir */
const cdnDir = (dataDir) => path.join(dataDir, 'cdn');

/**
 * The image type from the first bytes (not from the name or the browser's claim).
 * @param {Buffer} data
 * @returns {'image/png' | 'image/jpeg' | null}
 */
export function sniffImageType(data) {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length > png.length && data.subarray(0, png.length).equals(png)) return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * A name safe to store and to send back: no directories, no control characters.
 * @param {string | null} filename
 */
export function safeFileName(filename) {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f' && ch !== '"')
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/**
 * @param {import('./app-context.mjs').AppContext} app
 * @param {{ name: string, mimeType: string, data: Buffer }} file
 * @returns {Promise<CdnFile>}
 */
export async function storeFile(app, { name, mimeType, data }) {
  const id = randomUUID();
  await mkdir(cdnDir(app.dataDir), { recursive: true });
  await writeFile(path.join(cdnDir(app.dataDir), id), data);
  await app.db.run(
    `INSERT INTO cdn_files (id, name, size, mime_type, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [id, name, data.length, mimeType, sqlTimestamp()],
  );
  return { id, name, size: data.length, mimeType };
}

/**
 * @param {Pick<import('./db.mjs').Db, 'get'>} db
 * @param {string} id
 * @returns {Promise<CdnFile | null>}
 */
export async function findFile(db, id) {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await db.get(`SELECT id, name, size, mime_type FROM cdn_files WHERE id = $1`, [id]);
  if (!row) return null;
  return {
    id: String(row.id),
    name: String(row.name),
    size: Number(row.size),
    mimeType: String(row.mime_type),
  };
}

/**
 * The bytes of a stored file, or null when they are gone.
 * @param {string} dataDir
 * @param {CdnFile} file
 */
export async function readStoredFile(dataDir, file) {
  try {
    return await readFile(path.join(cdnDir(dataDir), file.id));
  } catch {
    return null;
  }
}

/**
 * Removes every stored upload (on reset; the table is re-created empty).
 * @param {string} dataDir
 */
export async function clearStoredFiles(dataDir) {
  await rm(cdnDir(dataDir), { recursive: true, force: true });
}

/**
 * The IRI of an upload, e.g. as sent in customFieldValues[].files; null for anything else.
 * @param {unknown} iri
 */
export function cdnIdFromIri(iri) {
  if (typeof iri !== 'string' || !iri.startsWith(CDN_PREFIX)) return null;
  const id = iri.slice(CDN_PREFIX.length);
  return UUID_PATTERN.test(id) ? id : null;
}
