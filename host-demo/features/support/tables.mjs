// @ts-check
/**
 * Tables of the support parcel: FAQ, the network's general contacts and demo-mode
 * activation requests. Part of SCHEMA in schema.mjs: bump SEED_VERSION there when anything here
 * changes. Texts shown in the portal's four languages are JSON objects { en, ru, uk, zh }.
 */

export const SUPPORT_SCHEMA = [
  `CREATE TABLE faq_categories (
    id INTEGER PRIMARY KEY,
    position INTEGER NOT NULL,
    titles VARCHAR NOT NULL
  )`,
  // answers hold rich HTML from the network; the portal sanitises it before showing it.
  `CREATE TABLE faqs (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    questions VARCHAR NOT NULL,
    answers VARCHAR NOT NULL
  )`,

  // What the support page shows to a publisher without a personal manager.
  `CREATE TABLE network_contacts (
    customer_id INTEGER PRIMARY KEY,
    email VARCHAR,
    telegram VARCHAR,
    skype VARCHAR,
    teams VARCHAR
  )`,

  // status: pending until the manager decides, then approved (statusNew is cleared).
  `CREATE SEQUENCE activation_requests_id_seq START 1`,
  `CREATE TABLE activation_requests (
    id INTEGER PRIMARY KEY DEFAULT nextval('activation_requests_id_seq'),
    publisher_id INTEGER NOT NULL,
    message VARCHAR,
    status VARCHAR NOT NULL,
    created_at TIMESTAMP NOT NULL,
    decided_at TIMESTAMP
  )`,
];
