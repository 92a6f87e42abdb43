// @ts-check
/**
 * Changes to offers' terms and when each publisher last opened an offer's page ("changed since
 * you last looked"). Part of SCHEMA in lib/schema.mjs: bump SEED_VERSION there on any change.
 * field: 'payout' | 'countries' | 'devices' | 'restrictions' | 'holdPeriodDays'; old_value and
 * new_value are JSON (a number, or a list of codes).
 */
export const OFFER_CHANGE_TABLES = [
  `CREATE SEQUENCE offer_changes_id_seq START 1`,
  `CREATE TABLE offer_changes (
    id INTEGER PRIMARY KEY DEFAULT nextval('offer_changes_id_seq'),
    offer_id INTEGER NOT NULL,
    changed_at TIMESTAMP NOT NULL,
    field VARCHAR NOT NULL,
    old_value VARCHAR NOT NULL,
    new_value VARCHAR NOT NULL
  )`,
  `CREATE TABLE offer_views (
    publisher_id INTEGER NOT NULL,
    offer_id INTEGER NOT NULL,
    seen_at TIMESTAMP NOT NULL,
    PRIMARY KEY (publisher_id, offer_id)
  )`,
];
