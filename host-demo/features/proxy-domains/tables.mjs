// @ts-check
/** The proxy domains' tables. Part of SCHEMA in lib/schema.mjs: bump SEED_VERSION there when
 * anything here changes. */

export const PROXY_DOMAIN_TABLES = [
  // cert_status: 0 none, 1 ok, 2 pending, 99 error. name is unique (checked in code,
  // case-insensitively).
  `CREATE SEQUENCE proxy_domains_id_seq START 1`,
  `CREATE TABLE proxy_domains (
    id INTEGER PRIMARY KEY DEFAULT nextval('proxy_domains_id_seq'),
    publisher_id INTEGER NOT NULL,
    name VARCHAR NOT NULL,
    subdomain VARCHAR NOT NULL,
    cert_status INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
  )`,
];
