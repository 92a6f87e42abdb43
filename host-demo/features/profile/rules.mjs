// @ts-check
/** PATCH /publisher/api/publishers/{id}: which fields may change and their rules. */
import { TIMEZONES } from '../../lib/catalog.mjs';
import { Violations, checkContactInfo, checkEmail } from '../../lib/validation.mjs';

const LANGUAGE_VALUES = ['en', 'ru', 'uk', 'zh'];

/**
 * What the patch changes: columns to set and, when "email" was sent, the wanted address
 * (which is confirmed by mail before it replaces the e-mail).
 * @typedef {{ columns: Record<string, string | null>, email: string | null }} ProfileChange
 */

/**
 * E.164-ish: "+", then 7..15 digits, spaces and dashes allowed between them.
 * @param {string} phone
 */
export function isValidPhone(phone) {
  if (!/^\+\d[\d\s-]*$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const BIRTH_DATE_MESSAGES = {
  invalid: 'This value is not a valid date.',
  future: 'Date of birth cannot be in the future.',
  tooEarly: 'Date of birth cannot be before 1900.',
};

/**
 * What is wrong with a date of birth, or null: a real calendar date (YYYY-MM-DD) from 1900 up
 * to today (UTC).
 * @param {string} value
 * @returns {string | null}
 */
export function birthDateProblem(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return BIRTH_DATE_MESSAGES.invalid;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return BIRTH_DATE_MESSAGES.invalid;
  }
  if (value < '1900-01-01') return BIRTH_DATE_MESSAGES.tooEarly;
  if (date.getTime() > Date.now()) return BIRTH_DATE_MESSAGES.future;
  return null;
}

/**
 * Checks the fields present in the body (unknown ones are ignored, as API Platform does);
 * throws 422 with every violation.
 * @param {Record<string, unknown>} body
 * @returns {ProfileChange}
 */
export function checkProfilePatch(body) {
  const violations = new Violations();
  /** @type {Record<string, string | null>} */
  const columns = {};
  const has = (/** @type {string} */ key) => Object.hasOwn(body, key);

  if (has('language')) {
    const language = body.language;
    if (typeof language === 'string' && LANGUAGE_VALUES.includes(language)) {
      columns.language = language;
      columns.locale = language;
    } else violations.add('language', 'The value you selected is not a valid choice.');
  }
  if (has('timezone')) {
    const timezone = body.timezone;
    if (typeof timezone === 'string' && TIMEZONES.includes(timezone)) columns.timezone = timezone;
    else violations.add('timezone', 'This value is not a valid timezone.');
  }
  if (has('phone')) {
    const phone = typeof body.phone === 'string' ? body.phone.trim() : body.phone;
    if (phone === null || phone === '') columns.phone = null;
    else if (typeof phone === 'string' && isValidPhone(phone)) columns.phone = phone;
    else violations.add('phone', 'Invalid phone number');
  }
  if (has('contactInfo')) columns.contact_info = checkContactInfo(violations, body.contactInfo);
  if (has('dateOfBirth')) {
    const date = body.dateOfBirth;
    const problem = typeof date === 'string' ? birthDateProblem(date) : BIRTH_DATE_MESSAGES.invalid;
    if (date === null || date === '') columns.date_of_birth = null;
    else if (problem) violations.add('dateOfBirth', problem);
    else columns.date_of_birth = String(date);
  }
  const email = has('email') ? checkEmail(violations, 'email', body.email) : null;
  violations.throwIfAny();
  return { columns, email };
}
