// @ts-check
/** Two-factor sign-in's tables (part of the schema in lib/schema.mjs). */

export const TWO_FACTOR_SCHEMA = [
  // One row per publisher who began setting it up; enabled once the first code confirmed it.
  // secret is AES-256-GCM ciphertext (secret-box.mjs); last_step is the TOTP step last accepted,
  // so a code works once.
  `CREATE TABLE two_factor (
    publisher_id INTEGER PRIMARY KEY,
    secret VARCHAR NOT NULL,
    enabled BOOLEAN NOT NULL,
    last_step BIGINT,
    enabled_at TIMESTAMP
  )`,
  // Keyed hashes of the one-use recovery codes; used_at is set when one is spent.
  `CREATE TABLE two_factor_recovery_codes (
    publisher_id INTEGER NOT NULL,
    code_hash VARCHAR NOT NULL,
    used_at TIMESTAMP
  )`,
  // A sign-in whose password matched and whose code is still to come (ids are token hashes).
  `CREATE TABLE two_factor_logins (
    id VARCHAR PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    remember BOOLEAN NOT NULL,
    fingerprint VARCHAR,
    expires_at TIMESTAMP NOT NULL
  )`,
  // Browsers that skip the code for 30 days; deleting the rows revokes them.
  `CREATE TABLE trusted_browsers (
    id VARCHAR PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
  )`,
];
