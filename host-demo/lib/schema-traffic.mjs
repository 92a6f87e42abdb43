// @ts-check
/**
 * The catalogue a publisher promotes (offers, goals, landing pages, smartlinks) and the traffic
 * it earns (clicks, conversions). The offers work extends the catalogue, the reports work reads
 * and seeds the event store, the finance work sums approved conversions: columns listed here are
 * relied on by all three, so add columns and tables freely but never rename or drop these.
 * Part of SCHEMA in schema.mjs: bump SEED_VERSION there when anything here changes.
 * Times are UTC TIMESTAMPs.
 */

import { OFFERS_SCHEMA } from '../features/offers/tables.mjs';

export const TRAFFIC_SCHEMA = [
  `CREATE TABLE offer_categories (id INTEGER PRIMARY KEY, title VARCHAR NOT NULL)`,

  // status: offer status (-1 synthetic disabled, 0 pending, 1 active, 2 in review,
  // 3 archived, 4 declined, 5 test).
  `CREATE TABLE offers (
    id INTEGER PRIMARY KEY,
    relative_id INTEGER NOT NULL UNIQUE,
    title VARCHAR NOT NULL,
    category_id INTEGER NOT NULL,
    status INTEGER NOT NULL,
    currency VARCHAR NOT NULL,
    created_at TIMESTAMP NOT NULL,
    -- The offers work: what the offer page shows. HTML from the network (sanitised on screen).
    description VARCHAR NOT NULL DEFAULT '',
    preview_image VARCHAR,
    -- access type: 1 public (Launch), 2 requested (Request asks the manager)
    access_type INTEGER NOT NULL DEFAULT 1,
    -- device target: 0 all, 1 desktop, 2 mobile
    device_target INTEGER NOT NULL DEFAULT 0,
    countries_allowed VARCHAR[] NOT NULL DEFAULT [],
    countries_denied VARCHAR[] NOT NULL DEFAULT [],
    connection_types VARCHAR[] NOT NULL DEFAULT [],
    platforms VARCHAR[] NOT NULL DEFAULT [],
    promo_channels VARCHAR[] NOT NULL DEFAULT [],
    traffic_allowed VARCHAR[] NOT NULL DEFAULT [],
    traffic_forbidden VARCHAR[] NOT NULL DEFAULT [],
    -- the lowest and highest payout of its goals and country payouts (kept by the seed)
    payout_min DOUBLE NOT NULL DEFAULT 0,
    payout_max DOUBLE NOT NULL DEFAULT 0,
    -- days the advertiser may take to approve or decline a conversion
    hold_days INTEGER NOT NULL DEFAULT 0
  )`,

  `CREATE TABLE offer_goals (
    id INTEGER PRIMARY KEY,
    offer_id INTEGER NOT NULL,
    title VARCHAR NOT NULL,
    payout DOUBLE NOT NULL,
    currency VARCHAR NOT NULL
  )`,

  `CREATE TABLE landing_pages (
    id INTEGER PRIMARY KEY,
    offer_id INTEGER NOT NULL,
    title VARCHAR NOT NULL,
    url VARCHAR NOT NULL
  )`,

  // status: smartlink vertical status (0 declined = disabled, 1 active).
  `CREATE TABLE smartlink_verticals (
    id INTEGER PRIMARY KEY,
    title VARCHAR NOT NULL,
    status INTEGER NOT NULL
  )`,

  `CREATE TABLE smartlinks (
    id INTEGER PRIMARY KEY,
    relative_id INTEGER NOT NULL UNIQUE,
    title VARCHAR NOT NULL,
    vertical_id INTEGER NOT NULL,
    payout DOUBLE NOT NULL,
    currency VARCHAR NOT NULL,
    description VARCHAR NOT NULL DEFAULT '',
    archived BOOLEAN NOT NULL DEFAULT false,
    -- Enabled flag: 0 disabled (the network switched this smartlink off), 1 active.
    enabled INTEGER NOT NULL DEFAULT 1
  )`,

  // One row per click: an offer click has offer_id (and landing_id), a smartlink click has
  // smartlink_id (and the offer it picked, if any). Dimensions are stored as shown in reports.
  `CREATE TABLE clicks (
    id BIGINT PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    offer_id INTEGER,
    landing_id INTEGER,
    smartlink_id INTEGER,
    clicked_at TIMESTAMP NOT NULL,
    country VARCHAR NOT NULL,
    browser VARCHAR NOT NULL,
    os VARCHAR NOT NULL,
    device VARCHAR NOT NULL,
    referrer VARCHAR,
    sub_source VARCHAR,
    track VARCHAR,
    ext_click_id VARCHAR,
    sub1 VARCHAR,
    sub2 VARCHAR,
    sub3 VARCHAR,
    sub4 VARCHAR,
    sub5 VARCHAR,
    sub6 VARCHAR
  )`,

  // status: 'approved' | 'pending' | 'declined' | 'reversed' (approved, then taken back); only
  // approved payouts reach the balance. decided_at: when it left pending; reason and
  // reason_text: the advertiser's code and words for a declined or reversed one.
  `CREATE TABLE conversions (
    id BIGINT PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    click_id BIGINT,
    offer_id INTEGER,
    goal_id INTEGER,
    smartlink_id INTEGER,
    status VARCHAR NOT NULL,
    payout DOUBLE NOT NULL,
    currency VARCHAR NOT NULL,
    transaction_id VARCHAR NOT NULL UNIQUE,
    adv_tid VARCHAR,
    created_at TIMESTAMP NOT NULL,
    decided_at TIMESTAMP,
    reason VARCHAR,
    reason_text VARCHAR
  )`,

  ...OFFERS_SCHEMA,
];
