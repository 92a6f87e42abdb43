// @ts-check
/** Shortlinks of the publisher's tracking links. Part of SCHEMA in lib/schema.mjs: bump SEED_VERSION there when
 * anything here changes. */

export const SHORT_LINK_TABLES = [
  `CREATE SEQUENCE campaign_short_links_id_seq START 1`,
  `CREATE TABLE campaign_short_links (
    id INTEGER PRIMARY KEY DEFAULT nextval('campaign_short_links_id_seq'),
    publisher_id INTEGER NOT NULL,
    code VARCHAR NOT NULL UNIQUE,
    domain VARCHAR NOT NULL,
    target_url VARCHAR NOT NULL,
    offer_id INTEGER,
    smartlink_id INTEGER,
    cover_image VARCHAR,
    created_at TIMESTAMP NOT NULL
  )`,
];
