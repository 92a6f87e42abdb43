// @ts-check
/** The publisher's postbacks and their delivery log. Part of SCHEMA in lib/schema.mjs: bump SEED_VERSION there when
 * anything here changes. */

export const POSTBACK_TABLES = [
  // A postback fires on conversions of one offer, one smartlink, or (neither) all of them.
  `CREATE SEQUENCE publisher_postbacks_id_seq START 1`,
  `CREATE TABLE publisher_postbacks (
    id INTEGER PRIMARY KEY DEFAULT nextval('publisher_postbacks_id_seq'),
    publisher_id INTEGER NOT NULL,
    url VARCHAR NOT NULL,
    offer_id INTEGER,
    smartlink_id INTEGER,
    created_at TIMESTAMP NOT NULL,
    -- The postback's key (given by the network, never changes) and its parameters: the macros
    -- its URL sends, comma-separated.
    key VARCHAR NOT NULL UNIQUE,
    parameters VARCHAR NOT NULL DEFAULT ''
  )`,

  `CREATE SEQUENCE postback_deliveries_id_seq START 1`,
  `CREATE TABLE postback_deliveries (
    id INTEGER PRIMARY KEY DEFAULT nextval('postback_deliveries_id_seq'),
    publisher_id INTEGER NOT NULL,
    postback_id INTEGER,
    conversion_id BIGINT,
    url VARCHAR NOT NULL,
    status_code INTEGER NOT NULL,
    response VARCHAR NOT NULL,
    test BOOLEAN NOT NULL,
    fired_at TIMESTAMP NOT NULL
  )`,
];
