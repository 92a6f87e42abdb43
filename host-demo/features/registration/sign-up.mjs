// @ts-check
/** Self-registration: the payload rules and the new publisher's row. */
import { randomBytes } from 'node:crypto';
import { MESSENGERS } from '../../lib/catalog.mjs';
import { checkCustomFieldValues } from './custom-field-values.mjs';
import { insertRows, sqlTimestamp } from '../../lib/db.mjs';
import {
  Violations,
  checkContactInfo,
  checkEmail,
  checkNewPassword,
  fingerprintOf,
  text,
} from '../../lib/validation.mjs';

const USERNAME_PATTERN = /^[\p{L}\p{N},._\-@]+$/u;
export const EMAIL_TAKEN = 'This e-mail is already registered.';
export const USERNAME_TAKEN = 'This username is already taken.';

/**
 * @typedef {object} Registration
 * @property {string} email
 * @property {string} username
 * @property {string} password
 * @property {string} messenger
 * @property {string} contactInfo
 * @property {import('./custom-field-values.mjs').FieldValue[]} customValues
 * @property {string | null} fingerprint
 * @property {string | null} referrerToken
 * @property {string | null} utmSource
 */

/** @param {unknown} value  an optional short string */
const optional = (value) =>
  typeof value === 'string' && value !== '' ? value.slice(0, 255) : null;

/**
 * Checks the payload; throws 422 with every violation.
 * @param {Pick<import('../../lib/db.mjs').Db, 'get'>} db
 * @param {Record<string, unknown>} body
 * @param {import('./resource.mjs').CustomField[]} fields
 * @returns {Promise<Registration>}
 */
export async function checkRegistration(db, body, fields) {
  const violations = new Violations();
  const email = checkEmail(violations, 'email', body.email);
  const username = text(body.username).trim();
  if (username === '') violations.add('username', 'Username is required');
  else if ([...username].length > 32) {
    violations.add('username', 'The username length should be less or equal than 32 symbols');
  } else if (!USERNAME_PATTERN.test(username)) {
    violations.add('username', 'The username may contain only letters, digits and , . _ - @');
  }
  const password = checkNewPassword(violations, body, {
    repeatRequired: 'Repeat password is required',
    mismatch: 'Passwords do not match',
  });
  const messenger = text(body.messenger);
  if (!MESSENGERS.some((option) => option.value === messenger)) {
    violations.add('messenger', 'Please select your preferred instant messenger platform');
  }
  const contactInfo = checkContactInfo(violations, body.contactInfo);
  const customValues = await checkCustomFieldValues(db, fields, body.customFieldValues, violations);
  violations.throwIfAny();
  return {
    email,
    username,
    password,
    messenger,
    contactInfo,
    customValues,
    fingerprint: fingerprintOf(body.fingerprint),
    referrerToken: optional(body.registrationReferrerToken),
    utmSource: optional(body.utmSource),
  };
}

/**
 * E-mail or username already used (either may be used to log in, so both are compared with
 * both, case-insensitively). Throws 422.
 * @param {Pick<import('../../lib/db.mjs').Db, 'get'>} db
 * @param {{ email?: string, username?: string }} wanted
 * @param {number} [exceptId]  the publisher changing its own e-mail
 */
export async function checkAvailable(db, { email, username }, exceptId = 0) {
  const violations = new Violations();
  const taken = `SELECT 1 AS found FROM publishers
    WHERE (lower(email) = lower($1) OR lower(username) = lower($1)) AND id <> $2 LIMIT 1`;
  if (email !== undefined && (await db.get(taken, [email, exceptId]))) {
    violations.add('email', EMAIL_TAKEN);
  }
  if (username !== undefined && (await db.get(taken, [username, exceptId]))) {
    violations.add('username', USERNAME_TAKEN);
  }
  violations.throwIfAny();
}

/**
 * Inserts the (unconfirmed) publisher and its custom field values; returns its id.
 * @param {import('../../lib/db.mjs').Db} tx
 * @param {Registration} registration
 * @param {{ passwordHash: string, clientAddress: string, locale: string | undefined }} request
 */
export async function insertPublisher(tx, registration, request) {
  const next = await tx.get(`SELECT coalesce(max(id), 0) + 1 AS id FROM publishers`);
  const id = Number(next?.id);
  const referrer = registration.referrerToken
    ? await tx.get(`SELECT id FROM publishers WHERE referrer_token = $1`, [
        registration.referrerToken,
      ])
    : undefined;
  const locale = request.locale ?? '';
  const language = ['en', 'ru', 'uk', 'zh'].includes(locale) ? locale : 'en';
  await insertRows(tx, 'publishers', [
    {
      id,
      relative_id: 10000 + id,
      customer_id: 1,
      manager_id: null,
      username: registration.username,
      email: registration.email,
      password_hash: request.passwordHash,
      roles: ['ROLE_SMARTLINKS'],
      status_new: true,
      timezone: 'Europe/Prague',
      locale: language,
      language,
      balance: 0,
      currency: 'USD',
      messenger: registration.messenger,
      contact_info: registration.contactInfo,
      referrer_id: referrer ? Number(referrer.id) : null,
      referrer_token: randomBytes(9).toString('base64url'),
      disable_username: true,
      show_competitions: true,
      show_competitions_label: false,
      confirmed: false,
      fingerprint: registration.fingerprint,
      utm_source: registration.utmSource,
      registration_ip: request.clientAddress,
      created_at: sqlTimestamp(),
    },
  ]);
  await insertRows(
    tx,
    'publisher_custom_field_values',
    registration.customValues.map((v) => ({
      publisher_id: id,
      field_id: v.fieldId,
      value: v.value,
      files: v.files,
    })),
  );
  return id;
}
