// @ts-check
/**
 * A publisher's API keys. id is the SHA-256 of the key itself, so a leaked database leaks no
 * working key; prefix is the start of the key, shown so the publisher can tell keys apart.
 */
export const API_KEYS_SCHEMA = [
  `CREATE SEQUENCE api_keys_seq START 1`,
  `CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY DEFAULT nextval('api_keys_seq'),
    publisher_id INTEGER NOT NULL,
    hash VARCHAR NOT NULL UNIQUE,
    prefix VARCHAR NOT NULL,
    name VARCHAR NOT NULL,
    scopes VARCHAR[] NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at TIMESTAMP
  )`,
];
