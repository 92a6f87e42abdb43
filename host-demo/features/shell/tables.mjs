// @ts-check
/**
 * What the shell's header shows: news, notifications and competitions (the support feature lists
 * the news and notifications too, the reports rank the competitions). Part of PORTAL_SCHEMA in
 * lib/schema-portal.mjs: bump SEED_VERSION in lib/schema.mjs on any change.
 */

export const SHELL_TABLES = [
  `CREATE TABLE announcements (
    id INTEGER PRIMARY KEY,
    title VARCHAR NOT NULL,
    body VARCHAR NOT NULL,
    preview_image VARCHAR NOT NULL,
    published_at TIMESTAMP NOT NULL
  )`,
  `CREATE TABLE announcement_views (
    publisher_id INTEGER NOT NULL,
    announcement_id INTEGER NOT NULL,
    PRIMARY KEY (publisher_id, announcement_id)
  )`,

  `CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    title VARCHAR NOT NULL,
    seen BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL
  )`,

  // A monthly competition runs from the first to the last day of the current month (UTC);
  // others use start_date / end_date.
  `CREATE TABLE competitions (
    id INTEGER PRIMARY KEY,
    publisher_id INTEGER NOT NULL,
    title VARCHAR NOT NULL,
    monthly BOOLEAN NOT NULL,
    start_date TIMESTAMP,
    end_date TIMESTAMP
  )`,
];
