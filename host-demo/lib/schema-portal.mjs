// @ts-check
/**
 * Tables of the account flows and the shell: the one-time links and uploads that several
 * features share, and the registration's and the shell's own tables spliced in where they stood,
 * so the tables are still created in the same order. Part of SCHEMA in schema.mjs: bump
 * SEED_VERSION there when anything here changes.
 */

import { REGISTRATION_TABLES } from '../features/registration/tables.mjs';
import { SHELL_TABLES } from '../features/shell/tables.mjs';

export const PORTAL_SCHEMA = [
  // One-time links (activation, password reset, e-mail update). id is the SHA-256 of the
  // token in the link; email is the new address of an e-mail update.
  `CREATE TABLE publisher_tokens (
    id VARCHAR PRIMARY KEY,
    kind VARCHAR NOT NULL,
    publisher_id INTEGER NOT NULL,
    email VARCHAR,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
  )`,

  ...REGISTRATION_TABLES,

  // Uploads; the bytes live in <data dir>/cdn/<id>.
  `CREATE TABLE cdn_files (
    id VARCHAR PRIMARY KEY,
    name VARCHAR NOT NULL,
    size INTEGER NOT NULL,
    mime_type VARCHAR NOT NULL,
    created_at TIMESTAMP NOT NULL
  )`,

  ...SHELL_TABLES,
];
