// @ts-check
/** Validation of registration customFieldValues against the configured custom fields. */
import { CUSTOM_FIELD_PREFIX, FIELD_TYPE } from './resource.mjs';
import { cdnIdFromIri, findFile } from '../../lib/cdn-store.mjs';
import { isRecord } from '../../lib/http.mjs';
import { text } from '../../lib/validation.mjs';

/** @typedef {import('./resource.mjs').CustomField} CustomField */
/** @typedef {{ fieldId: number, value: string | null, files: string[] }} FieldValue */

const DEFAULT_MAX_FILES = 5;
const REQUIRED = 'Field is required';
const INVALID_CHOICE = 'The value you selected is not a valid choice.';

/** An upload's control is a button that names no field, so its message names the field:
 *  "%fieldName% is required" with the default (else English, else first) title. */
/** @param {CustomField} field */
function uploadRequired(field) {
  const title =
    field.titles.find((t) => t.default)?.title ??
    field.titles.find((t) => t.language === 'en')?.title ??
    field.titles[0]?.title ??
    'Field';
  return `${title} is required`;
}

/**
 * The entries by field id (the first entry of a field counts); unknown fields are reported.
 * @param {unknown} input
 * @param {import('../../lib/validation.mjs').Violations} violations
 */
function entriesById(input, violations) {
  /** @type {Map<number, Record<string, unknown>>} */
  const entries = new Map();
  if (input === undefined || input === null) return entries;
  if (!Array.isArray(input)) {
    violations.add('customFieldValues', 'This value should be of type array.');
    return entries;
  }
  for (const entry of input) {
    const iri = isRecord(entry) ? text(entry.publisherCustomField) : '';
    const id = /^\d{1,9}$/.test(iri.slice(CUSTOM_FIELD_PREFIX.length))
      ? Number(iri.slice(CUSTOM_FIELD_PREFIX.length))
      : NaN;
    if (!isRecord(entry) || !iri.startsWith(CUSTOM_FIELD_PREFIX) || Number.isNaN(id)) {
      violations.add('customFieldValues', 'Unknown custom field.');
    } else if (!entries.has(id)) {
      entries.set(id, entry);
    }
  }
  return entries;
}

/**
 * @param {CustomField} field
 * @param {Record<string, unknown> | undefined} entry
 * @param {(message: string) => void} fail
 */
function plainValue(field, entry, fail) {
  const value = text(entry?.value).trim();
  if (field.type === FIELD_TYPE.input) {
    const max = field.maxLength ?? 255;
    if (value.length > max)
      fail(`The value is too long. It should have ${max} characters or less.`);
    return value;
  }
  const chosen = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const allowed = new Set(field.selectOptions.map((option) => option.value));
  if ((!field.multiple && chosen.length > 1) || chosen.some((v) => !allowed.has(v))) {
    fail(INVALID_CHOICE);
  }
  return [...new Set(chosen)].join(',');
}

/**
 * @param {Pick<import('../../lib/db.mjs').Db, 'get'>} db
 * @param {CustomField} field
 * @param {Record<string, unknown> | undefined} entry
 * @param {(message: string) => void} fail
 */
async function fileValues(db, field, entry, fail) {
  const files = entry?.files ?? [];
  if (!Array.isArray(files)) {
    fail('File not found');
    return [];
  }
  const max = field.multiple ? (field.maxFiles ?? DEFAULT_MAX_FILES) : 1;
  if (files.length > max) {
    fail(max === 1 ? 'You can upload only one file.' : `You can upload at most ${max} files.`);
    return [];
  }
  for (const iri of files) {
    const id = cdnIdFromIri(iri);
    if (!id || !(await findFile(db, id))) {
      fail('File not found');
      return [];
    }
  }
  return files.map(String);
}

/**
 * Checks the values for every field (required ones included) and returns what to store.
 * Violations use the propertyPath "customFieldValues[<field id>]".
 * @param {Pick<import('../../lib/db.mjs').Db, 'get'>} db
 * @param {CustomField[]} fields
 * @param {unknown} input  body.customFieldValues
 * @param {import('../../lib/validation.mjs').Violations} violations
 * @returns {Promise<FieldValue[]>}
 */
export async function checkCustomFieldValues(db, fields, input, violations) {
  const entries = entriesById(input, violations);
  for (const id of entries.keys()) {
    if (!fields.some((field) => field.id === id)) {
      violations.add('customFieldValues', 'Unknown custom field.');
    }
  }
  /** @type {FieldValue[]} */
  const values = [];
  for (const field of fields) {
    const path = `customFieldValues[${field.id}]`;
    /** @param {string} message */
    const fail = (message) => violations.add(path, message);
    const entry = entries.get(field.id);
    if (field.type === FIELD_TYPE.upload) {
      const files = await fileValues(db, field, entry, fail);
      if (field.required && files.length === 0) fail(uploadRequired(field));
      if (files.length > 0) values.push({ fieldId: field.id, value: null, files });
    } else {
      const value = plainValue(field, entry, fail);
      if (field.required && value === '') fail(REQUIRED);
      if (value !== '') values.push({ fieldId: field.id, value, files: [] });
    }
  }
  return values;
}
