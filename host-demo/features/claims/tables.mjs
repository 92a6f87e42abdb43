// @ts-check
/**
 * A publisher's claims for a conversion it is missing or that was declined, and the network's
 * answer. Part of SCHEMA in lib/schema.mjs: bump SEED_VERSION there on any change.
 * status: 'open' | 'accepted' | 'rejected'.
 */
export const CLAIM_TABLES = [
  `CREATE SEQUENCE conversion_claims_id_seq START 1`,
  `CREATE TABLE conversion_claims (
    id INTEGER PRIMARY KEY DEFAULT nextval('conversion_claims_id_seq'),
    publisher_id INTEGER NOT NULL,
    click_id BIGINT,
    transaction_id VARCHAR,
    offer_id INTEGER,
    converted_at TIMESTAMP,
    amount DOUBLE,
    comment VARCHAR NOT NULL,
    screenshot VARCHAR,
    status VARCHAR NOT NULL,
    answer VARCHAR,
    created_at TIMESTAMP NOT NULL,
    answered_at TIMESTAMP
  )`,
];
