// @ts-check
/** Request-body validation in the API Platform style: 422 with a ConstraintViolationList. */
import { HttpError, JSON_LD_TYPE, isRecord, readJsonBody } from './http.mjs';

/** @typedef {{ propertyPath: string, message: string }} Violation */

// The HTML living standard's e-mail pattern, with at least one dot in the domain.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Collects violations; `throwIfAny` answers 422 with all of them. */
export class Violations {
  /** @type {Violation[]} */
  list = [];

  /**
   * Adds a violation unless the property already has one (first rule wins).
   * @param {string} propertyPath
   * @param {string} message
   */
  add(propertyPath, message) {
    if (!this.has(propertyPath)) this.list.push({ propertyPath, message });
  }

  /** @param {string} propertyPath */
  has(propertyPath) {
    return this.list.some((v) => v.propertyPath === propertyPath);
  }

  throwIfAny() {
    if (this.list.length > 0) throw violationError(this.list);
  }
}

/**
 * @param {Violation[]} violations
 * @returns {HttpError}
 */
export function violationError(violations) {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return new HttpError(422, description, {
    body: {
      '@context': '/publisher/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'An error occurred',
      'hydra:description': description,
      violations,
    },
    contentType: JSON_LD_TYPE,
  });
}

/**
 * Reads a JSON object body: 415 for another content type, 400 for invalid JSON or a
 * non-object (arrays, strings, null).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonObject(req) {
  const body = await readJsonBody(req);
  if (!isRecord(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return body;
}

/**
 * The value as a string, or '' when it is missing or not a string (such values then fail the
 * "required" rule rather than crashing anything).
 * @param {unknown} value
 */
export const text = (value) => (typeof value === 'string' ? value : '');

/** @param {unknown} value */
export const isBlank = (value) => text(value).trim() === '';

/** @param {string} email */
export const isValidEmail = (email) => email.length <= 254 && EMAIL_PATTERN.test(email);

/**
 * Adds the standard e-mail violations and returns the trimmed address.
 * @param {Violations} violations
 * @param {string} path
 * @param {unknown} value
 */
export function checkEmail(violations, path, value) {
  const email = text(value).trim();
  if (email === '') violations.add(path, 'Field is required');
  else if (!isValidEmail(email)) violations.add(path, 'Please input valid email');
  return email;
}

/**
 * Passwords: required and not only spaces; the repetition must match.
 * @param {Violations} violations
 * @param {Record<string, unknown>} body
 * @param {{ repeatRequired: string, mismatch: string }} messages
 */
export function checkNewPassword(violations, body, messages) {
  const password = text(body.plainPassword);
  const repeat = text(body.repeatPlainPassword);
  if (password.trim() === '') violations.add('plainPassword', 'Password is required');
  else if (password.length > 4096) violations.add('plainPassword', 'Password is too long');
  if (repeat === '') violations.add('repeatPlainPassword', messages.repeatRequired);
  else if (password.trim() !== '' && repeat !== password) {
    violations.add('repeatPlainPassword', messages.mismatch);
  }
  return password;
}

/**
 * Messenger account / contact info: 2..255 characters.
 * @param {Violations} violations
 * @param {unknown} value
 */
export function checkContactInfo(violations, value) {
  const contact = text(value).trim();
  if (contact.length < 2 || contact.length > 255) {
    violations.add('contactInfo', 'Please input account');
  }
  return contact;
}

/**
 * A fingerprint as sent by the bundle, cut to a sane length; null when absent.
 * @param {unknown} value
 */
export const fingerprintOf = (value) =>
  typeof value === 'string' && value !== '' ? value.slice(0, 200) : null;
