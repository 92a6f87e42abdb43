// @ts-check
/**
 * Tables of the registration flows and the shell. Part of SCHEMA in
 * schema.mjs: bump SEED_VERSION there when anything here changes.
 */

export const PORTAL_SCHEMA = [
  // One-time links (activation, password reset, e-mail update). id is the SHA-256 of the
  // token in the link; email is the new address of an e-mail update.
  `CREATE TABLE publisher_tokens (
    id VARCHAR PRIMARY KEY,
    kind VARCHAR NOT NULL,
    publisher_id INTEGER NOT NULL,
    email VARCHAR,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
  )`,

  // Extra registration fields. type: 1 input, 2 select, 3 upload. JSON columns hold
  // [{ value, label }] and [{ language, default?, title }].
  `CREATE TABLE publisher_custom_fields (
    id INTEGER PRIMARY KEY,
    type INTEGER NOT NULL,
    position INTEGER NOT NULL,
    required BOOLEAN NOT NULL,
    max_length INTEGER,
    multiple BOOLEAN NOT NULL,
    max_files INTEGER,
    default_value VARCHAR,
    select_options VARCHAR,
    titles VARCHAR NOT NULL
  )`,

  `CREATE TABLE publisher_custom_field_values (
    publisher_id INTEGER NOT NULL,
    field_id INTEGER NOT NULL,
    value VARCHAR,
    files VARCHAR[] NOT NULL,
    PRIMARY KEY (publisher_id, field_id)
  )`,

  // Uploads; the bytes live in <data dir>/cdn/<id>.
  `CREATE TABLE cdn_files (
    id VARCHAR PRIMARY KEY,
    name VARCHAR NOT NULL,
    size INTEGER NOT NULL,
    mime_type VARCHAR NOT NULL,
    created_at TIMESTAMP NOT NULL
  )`,

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
