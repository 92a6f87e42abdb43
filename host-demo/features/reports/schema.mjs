// @ts-check
/**
 * Tables of the reports beyond clicks and conversions (schema-traffic.mjs): impressions rolled
 * up per publisher, hour and campaign, and the standings of competitions' other participants
 * (a participant without a row here, such as the publisher itself, scores its approved
 * conversions in the competition's period). Part of SCHEMA in ../schema.mjs.
 */
export const REPORTS_SCHEMA = [
  `CREATE TABLE impressions (
    publisher_id INTEGER NOT NULL,
    hour TIMESTAMP NOT NULL,
    offer_id INTEGER,
    smartlink_id INTEGER,
    impressions BIGINT NOT NULL
  )`,

  `CREATE TABLE competition_standings (
    competition_id INTEGER NOT NULL,
    participant_id INTEGER NOT NULL,
    participant VARCHAR NOT NULL,
    points INTEGER NOT NULL
  )`,
];
