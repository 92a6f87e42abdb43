// @ts-check
/** Registration custom fields: rows → the PublisherCustomField resource. */

export const CUSTOM_FIELD_PREFIX = '/publisher/api/publisher_custom_fields/';
export const FIELD_TYPE = /** @type {const} */ ({ input: 1, select: 2, upload: 3 });

/**
 * @typedef {object} CustomField
 * @property {number} id
 * @property {number} type  1 input, 2 select, 3 upload
 * @property {boolean} required
 * @property {number | null} maxLength  input only
 * @property {boolean} multiple  several options (select) or files (upload)
 * @property {number | null} maxFiles  upload only
 * @property {string | null} defaultValue
 * @property {{ value: string, label: string }[]} selectOptions
 * @property {{ language: string, default?: boolean, title: string }[]} titles
 */

/** @param {import('@duckdb/node-api').Json | undefined} value */
const parseJsonArray = (value) => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : [];
  return Array.isArray(parsed) ? parsed : [];
};

/**
 * @param {Pick<import('../../lib/db.mjs').Db, 'all'>} db
 * @returns {Promise<CustomField[]>}
 */
export async function loadCustomFields(db) {
  const rows = await db.all(`SELECT * FROM publisher_custom_fields ORDER BY position, id`);
  return rows.map((row) => ({
    id: Number(row.id),
    type: Number(row.type),
    required: row.required === true,
    maxLength: row.max_length === null ? null : Number(row.max_length),
    multiple: row.multiple === true,
    maxFiles: row.max_files === null ? null : Number(row.max_files),
    defaultValue: row.default_value === null ? null : String(row.default_value),
    selectOptions: parseJsonArray(row.select_options),
    titles: parseJsonArray(row.titles),
  }));
}

/** @param {CustomField} field */
export function customFieldResource(field) {
  /** @type {Record<string, unknown>} */
  const properties = { required: field.required };
  if (field.type === FIELD_TYPE.input) properties.maxLength = field.maxLength;
  if (field.type === FIELD_TYPE.select) properties.selectOptions = field.selectOptions;
  properties.defaultValue = field.defaultValue;
  properties.multiple = field.multiple;
  properties.titles = field.titles;
  return {
    '@id': `${CUSTOM_FIELD_PREFIX}${field.id}`,
    id: field.id,
    type: field.type,
    properties,
  };
}
