// @ts-check
/**
 * Every check of a password someone typed (login, the current password of a change) goes
 * through here, so guessing is throttled alike on every endpoint: per account and client
 * address (5 free, then 1, 2, 4 … 15 minutes), per account (20 per 15 minutes) and per address
 * (100 per 15 minutes). A success clears its account and address pair.
 */
import { HttpError, JSON_LD_TYPE, hydraError } from './http.mjs';
import { verifyPassword } from './passwords.mjs';
import { retryAfterSeconds, waitText } from './throttle.mjs';
import { text } from './validation.mjs';

/**
 * @typedef {{ matched: true } | { matched: false, waitMs: number }} Attempt
 *   waitMs > 0: throttled, the password was not even checked
 */

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {string} account  the publisher's id, or the name typed when there is none
 * @param {() => Promise<boolean>} verify
 * @returns {Promise<Attempt>}
 */
export async function attemptPassword(request, account, verify) {
  const { passwordPairs, passwordAccounts, passwordAddresses } = request.server.app.throttles;
  const address = request.ip;
  const pair = `${account}\n${address}`;
  const waitMs = Math.max(
    passwordPairs.wait(pair),
    passwordAccounts.wait(account),
    passwordAddresses.wait(address),
  );
  if (waitMs > 0) return { matched: false, waitMs };
  // Counted as failures before the (slow) check, so parallel guesses count too.
  passwordPairs.fail(pair);
  passwordAccounts.take(account);
  passwordAddresses.take(address);
  if (!(await verify())) return { matched: false, waitMs: 0 };
  passwordPairs.clear(pair);
  passwordAccounts.undo(account);
  passwordAddresses.undo(address);
  return { matched: true };
}

/** The sentence of a throttled answer. @param {number} waitMs */
export const tooManyAttempts = (waitMs) =>
  `Too many wrong passwords. Try again in ${waitText(waitMs)}.`;

/**
 * 429 with Retry-After; the body (a Hydra error unless `body` is given) carries the same seconds
 * as `retryAfter`, so the portal can say how long to wait in the publisher's language.
 * @param {number} waitMs
 * @param {string} message
 * @param {unknown} [body]
 */
export function throttled(waitMs, message, body) {
  const retryAfter = retryAfterSeconds(waitMs);
  return new HttpError(429, message, {
    headers: { 'Retry-After': String(retryAfter) },
    body: body ?? { ...hydraError(message), retryAfter },
    contentType: body === undefined ? JSON_LD_TYPE : undefined,
  });
}

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change the e-mail.';
export const WRONG_PASSWORD = 'The current password is wrong.';

/**
 * Checks the password typed as `field` against the publisher's (throttled like a login): adds
 * the field's violation when it is missing or wrong, throws 429 while guesses are held back.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('./validation.mjs').Violations} violations
 * @param {{ id: number, field: string, typed: unknown, missing: string }} check
 */
export async function checkCurrentPassword(request, violations, { id, field, typed, missing }) {
  const password = text(typed);
  if (password === '') {
    violations.add(field, missing);
    return;
  }
  const row = await request.server.app.db.get(
    `SELECT password_hash FROM publishers WHERE id = $1`,
    [id],
  );
  if (!row) throw new HttpError(401, 'Full authentication is required to access this resource.');
  const attempt = await attemptPassword(request, `id:${id}`, () =>
    verifyPassword(password, String(row.password_hash)),
  );
  if (attempt.matched) return;
  if (attempt.waitMs > 0) throw throttled(attempt.waitMs, tooManyAttempts(attempt.waitMs));
  violations.add(field, WRONG_PASSWORD);
}
