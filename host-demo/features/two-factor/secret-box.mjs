// @ts-check
/**
 * The server's secret key and what it protects: TOTP secrets encrypted at rest (AES-256-GCM),
 * recovery codes and trusted-browser cookies keyed with HMAC-SHA-256. The key comes from
 * PP_SECRET_KEY (32 bytes as 64 hex digits or base64), else it is generated once into the data
 * directory, so a copied database alone reveals no secret.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'secret.key';
const VERSION = 'v1';

/** @type {Map<string, Promise<Buffer>>} the key of each data directory, read once */
const keys = new Map();

/** @param {string} value */
function decodeKey(value) {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('PP_SECRET_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** @param {string} dataDir */
async function loadKey(dataDir) {
  if (process.env.PP_SECRET_KEY) return decodeKey(process.env.PP_SECRET_KEY);
  const file = path.join(dataDir, KEY_FILE);
  try {
    return decodeKey(await readFile(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  // 'wx': two servers starting on one directory must not overwrite each other's key.
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(
    async (error) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return decodeKey(await readFile(file, 'utf8'));
}

/** @param {import('fastify').FastifyRequest} request */
export function secretKey(request) {
  const { dataDir } = request.server.app;
  let key = keys.get(dataDir);
  if (!key) {
    key = loadKey(dataDir);
    keys.set(dataDir, key);
    key.catch(() => keys.delete(dataDir));
  }
  return key;
}

/**
 * @param {Buffer} key
 * @param {string} plain
 * @param {string} context  bound to the ciphertext (e.g. the publisher), so rows cannot be swapped
 */
export function seal(key, plain, context) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** @param {Buffer} key @param {string} sealed @param {string} context */
export function open(key, sealed, context) {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A keyed hash (hex): stored instead of a recovery code, or signing a cookie. */
export const keyedHash = (
  /** @type {Buffer} */ key,
  /** @type {string} */ purpose,
  /** @type {string} */ value,
) => createHmac('sha256', key).update(`${purpose}\n${value}`).digest('hex');
