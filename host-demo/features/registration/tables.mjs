// @ts-check
/**
 * The network's extra registration fields and the values a sign-up gave them. Part of
 * PORTAL_SCHEMA in lib/schema-portal.mjs: bump SEED_VERSION in lib/schema.mjs on any change.
 */

export const REGISTRATION_TABLES = [
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
];
