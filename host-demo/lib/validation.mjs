// @ts-check
/** Request-body validation in the API Platform style: 422 with a ConstraintViolationList. */
import { HttpError, JSON_LD_TYPE } from './http.mjs';
import { passwordProblem } from './password-policy.mjs';

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
 * 422 with a ConstraintViolationList; with another status (an operation whose contract has no
 * 422) a Hydra error with the same description.
 * @param {Violation[]} violations
 * @param {number} [status]
 * @returns {HttpError}
 */
export function violationError(violations, status = 422) {
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  if (status !== 422) return new HttpError(status, description);
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

/** @param {unknown} error @returns {Violation[] | null} */
const violationsOf = (error) =>
  error instanceof HttpError && error.status === 422
    ? (/** @type {{ violations?: Violation[] }} */ (error.body ?? {}).violations ?? null)
    : null;

/**
 * The parsed JSON body (the content-type parser already answered 400 for non-objects).
 * @param {import('fastify').FastifyRequest} request
 * @returns {Record<string, unknown>}
 */
export const jsonBody = (request) => /** @type {Record<string, unknown>} */ (request.body ?? {});

/**
 * Runs a route's own body rules (their texts are the ones the forms show), then the contract
 * schema of openapi.yaml: one 422 lists both, the route's message winning for a property it
 * already flagged. Routes marked `config: { bodyRules: true }` call this before any write;
 * on other routes the schema alone is checked before the handler.
 * @template T
 * @param {import('fastify').FastifyRequest} request
 * @param {() => T | Promise<T>} rules
 * @returns {Promise<T>}
 */
export async function checkBody(request, rules) {
  /** @type {Violation[]} */
  let ruled = [];
  /** @type {T | undefined} */
  let result;
  try {
    result = await rules();
  } catch (error) {
    ruled = violationsOf(error) ?? [];
    if (ruled.length === 0) throw error;
  }
  const contract = request.routeOptions.config.bodyContract;
  const covered = (/** @type {string} */ path) =>
    ruled.some(
      (v) =>
        path === v.propertyPath ||
        (/^[.[]/.test(path.slice(v.propertyPath.length)) && path.startsWith(v.propertyPath)),
    );
  const schema = (contract?.check(request.body) ?? []).filter(
    (/** @type {Violation} */ v) => !covered(v.propertyPath),
  );
  const all = [...ruled, ...schema];
  if (all.length > 0) throw violationError(all, ruled.length > 0 ? 422 : contract?.invalidStatus);
  return /** @type {T} */ (result);
}

/**
 * The value as a string, or '' when it is missing or not a string (such values then fail the
 * "required" rule rather than crashing anything).
 * @param {unknown} value
 */
export const text = (value) => (typeof value === 'string' ? value : '');

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
 * Passwords: required and not only spaces, then the password policy (length, not a common
 * password); the repetition must match.
 * @param {Violations} violations
 * @param {Record<string, unknown>} body
 * @param {{ repeatRequired: string, mismatch: string }} messages
 */
export function checkNewPassword(violations, body, messages) {
  const password = text(body.plainPassword);
  const repeat = text(body.repeatPlainPassword);
  const problem = password.trim() === '' ? 'Password is required' : passwordProblem(password);
  if (problem) violations.add('plainPassword', problem);
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
