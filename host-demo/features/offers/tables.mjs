// @ts-check
/**
 * What a publisher does with the catalogue: option lists, payouts per country, creatives, the
 * publisher's access to offers and smartlinks (campaigns). Part of TRAFFIC_SCHEMA (bump SEED_VERSION in schema.mjs on any change).
 */
export const OFFERS_SCHEMA = [
  `CREATE TABLE countries (code VARCHAR PRIMARY KEY, name VARCHAR NOT NULL, popular_count INTEGER NOT NULL)`,
  `CREATE TABLE promo_channels (id INTEGER PRIMARY KEY, code VARCHAR NOT NULL UNIQUE, title VARCHAR NOT NULL)`,
  `CREATE TABLE traffic_types (id INTEGER PRIMARY KEY, code VARCHAR NOT NULL UNIQUE, title VARCHAR NOT NULL)`,

  // A goal's payout in one country; the goal's own payout applies to every other country.
  `CREATE TABLE offer_payouts (
    id INTEGER PRIMARY KEY,
    offer_id INTEGER NOT NULL,
    goal_id INTEGER NOT NULL,
    country VARCHAR NOT NULL,
    payout DOUBLE NOT NULL,
    currency VARCHAR NOT NULL
  )`,

  `CREATE TABLE offer_creatives (
    id INTEGER PRIMARY KEY,
    offer_id INTEGER NOT NULL,
    title VARCHAR NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL
  )`,

  // A smartlink's banners, served like an offer's (/media/smartlink-creatives/{id}.svg).
  `CREATE TABLE smartlink_creatives (
    id INTEGER PRIMARY KEY,
    smartlink_id INTEGER NOT NULL,
    title VARCHAR NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL
  )`,

  // The publisher's access to an offer. status: campaign status (-1 archived, 0 declined,
  // 1 live, 2 in review, 3 on request, 4 requested, 5 test); without a row the offer is
  // available (10) or on request (3) by its access type. token names the tracking link.
  `CREATE SEQUENCE offer_campaigns_id_seq START 1`,
  `CREATE TABLE offer_campaigns (
    id INTEGER PRIMARY KEY DEFAULT nextval('offer_campaigns_id_seq'),
    publisher_id INTEGER NOT NULL,
    offer_id INTEGER NOT NULL,
    status INTEGER NOT NULL,
    token VARCHAR NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    -- What a request for access said: the publisher's traffic type and target country.
    traffic_type_id INTEGER,
    country VARCHAR,
    UNIQUE (publisher_id, offer_id)
  )`,

  // The manager's assignment of a smartlink to a publisher. status: 0 declined, 1 active (live),
  // 2 suspended, 3 requested, 4 launch (available), 5 on request. No row: not shown.
  `CREATE SEQUENCE smartlink_campaigns_id_seq START 1`,
  `CREATE TABLE smartlink_campaigns (
    id INTEGER PRIMARY KEY DEFAULT nextval('smartlink_campaigns_id_seq'),
    publisher_id INTEGER NOT NULL,
    smartlink_id INTEGER NOT NULL,
    status INTEGER NOT NULL,
    token VARCHAR NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (publisher_id, smartlink_id)
  )`,
];
