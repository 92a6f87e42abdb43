// @ts-check
/**
 * What a new password must be (sign-up, reset, change; ASVS 2.1.1 and 2.1.7): at least 8
 * characters and not one of the commonly used passwords of data/common-passwords.txt. The
 * portal's forms check the length too; the list stays on the server.
 */
import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 4096;
export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_COMMON =
  'This password is too common. Choose one that is harder to guess.';

const COMMON = new Set(
  readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.normalize('NFC').toLowerCase()),
);

/**
 * The problem with a new password that is not blank, or null. Length counts characters (code
 * points), not UTF-16 units, as the forms do.
 * @param {string} password
 */
export function passwordProblem(password) {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password is too long';
  if (COMMON.has(password.normalize('NFC').toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
