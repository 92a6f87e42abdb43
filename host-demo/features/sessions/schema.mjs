// @ts-check
/** The browsers (family and OS) each publisher has signed in with: a new one is mailed about. */
export const SESSIONS_SCHEMA = [
  `CREATE TABLE known_browsers (
    publisher_id INTEGER NOT NULL,
    browser VARCHAR NOT NULL,
    os VARCHAR NOT NULL,
    first_seen_at TIMESTAMP NOT NULL,
    PRIMARY KEY (publisher_id, browser, os)
  )`,
];
