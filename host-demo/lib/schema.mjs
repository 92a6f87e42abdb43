// @ts-check
/**
 * Database schema. Bump SEED_VERSION whenever a statement here or any seeder changes: a data
 * directory seeded with another version is dropped and re-seeded on the next start.
 * No foreign keys on purpose: DuckDB restricts updates of referenced rows, and the seed owns
 * integrity anyway.
 */
import { TWO_FACTOR_SCHEMA } from '../features/two-factor/schema.mjs';
import { FINANCE_SCHEMA } from '../features/finance/tables.mjs';
import { PORTAL_SCHEMA } from './schema-portal.mjs';
import { PROXY_DOMAIN_TABLES } from '../features/proxy-domains/tables.mjs';
import { REPORTS_SCHEMA } from '../features/reports/schema.mjs';
import { SUPPORT_SCHEMA } from '../features/support/tables.mjs';
import { TRAFFIC_SCHEMA } from './schema-traffic.mjs';
import { API_KEYS_SCHEMA } from '../features/api-keys/schema.mjs';
import { SESSIONS_SCHEMA } from '../features/sessions/schema.mjs';
import { POSTBACK_TABLES } from '../features/postbacks/tables.mjs';
import { SHORT_LINK_TABLES } from '../features/short-links/tables.mjs';
import { CLAIM_TABLES } from '../features/claims/tables.mjs';
import { OFFER_CHANGE_TABLES } from '../features/offers/change-tables.mjs';

export const SEED_VERSION = '17';

/** Publishers, sessions, mails and the network. */
const CORE_SCHEMA = [
  `CREATE TABLE meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`,

  // The network (API Platform "customer") that runs this portal.
  `CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    network_id INTEGER NOT NULL,
    name VARCHAR NOT NULL,
    timezone VARCHAR NOT NULL,
    currency VARCHAR NOT NULL,
    custom_js VARCHAR,
    promo BOOLEAN NOT NULL
  )`,

  `CREATE TABLE managers (
    id INTEGER PRIMARY KEY,
    first_name VARCHAR NOT NULL,
    last_name VARCHAR,
    email VARCHAR,
    skype VARCHAR,
    telegram VARCHAR,
    teams VARCHAR
  )`,

  `CREATE TABLE publishers (
    id INTEGER PRIMARY KEY,
    relative_id INTEGER NOT NULL,
    customer_id INTEGER NOT NULL,
    manager_id INTEGER,
    username VARCHAR NOT NULL UNIQUE,
    email VARCHAR NOT NULL UNIQUE,
    password_hash VARCHAR NOT NULL,
    roles VARCHAR[] NOT NULL,
    status_new BOOLEAN NOT NULL,
    timezone VARCHAR NOT NULL,
    locale VARCHAR NOT NULL,
    language VARCHAR NOT NULL,
    balance DOUBLE NOT NULL,
    currency VARCHAR NOT NULL,
    phone VARCHAR,
    messenger VARCHAR,
    contact_info VARCHAR,
    temporary_email VARCHAR,
    referrer_id INTEGER,
    referrer_token VARCHAR NOT NULL UNIQUE,
    disable_username BOOLEAN NOT NULL,
    show_competitions BOOLEAN NOT NULL,
    show_competitions_label BOOLEAN NOT NULL,
    -- false until the activation link of a self-registration is followed
    confirmed BOOLEAN NOT NULL,
    date_of_birth DATE,
    -- device fingerprint of the last registration, confirmation or login
    fingerprint VARCHAR,
    utm_source VARCHAR,
    registration_ip VARCHAR,
    reset_mail_sent_at TIMESTAMP,
    -- when a new e-mail was last confirmed: PINs are not mailed for 24 hours after it
    email_changed_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
  )`,

  // id is the SHA-256 of the cookie value, so a leaked database does not leak live sessions.
  `CREATE TABLE sessions (
    id VARCHAR PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    remember BOOLEAN NOT NULL,
    fingerprint VARCHAR,
    -- what the sessions list shows; public_id names the session there (id is a secret's hash)
    public_id VARCHAR NOT NULL UNIQUE,
    user_agent VARCHAR,
    ip VARCHAR,
    place VARCHAR,
    created_at TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
  )`,

  `CREATE SEQUENCE mails_id_seq START 1`,
  `CREATE TABLE mails (
    id INTEGER PRIMARY KEY DEFAULT nextval('mails_id_seq'),
    recipient VARCHAR NOT NULL,
    subject VARCHAR NOT NULL,
    body VARCHAR NOT NULL,
    links VARCHAR[] NOT NULL,
    sent_at TIMESTAMP NOT NULL
  )`,
];

/** Statements run in order on an empty database. */
export const SCHEMA = [
  ...CORE_SCHEMA,
  ...PORTAL_SCHEMA,
  ...PROXY_DOMAIN_TABLES,
  ...TRAFFIC_SCHEMA,
  ...POSTBACK_TABLES,
  ...SHORT_LINK_TABLES,
  ...REPORTS_SCHEMA,
  ...SUPPORT_SCHEMA,
  ...FINANCE_SCHEMA,
  ...SESSIONS_SCHEMA,
  ...API_KEYS_SCHEMA,
  ...TWO_FACTOR_SCHEMA,
  ...CLAIM_TABLES,
  ...OFFER_CHANGE_TABLES,
];
