// Spec §5 rules shared by the auth forms. Each check returns the message id of the first rule the
// value breaks, or undefined; the forms translate it when they validate (on submit).
import { isEmail, isFilled, isNotBlank } from '@publisher-platform/shared';

export const USERNAME_MAX = 32;
export const ACCOUNT_MIN = 2;
export const ACCOUNT_MAX = 255;
/** Spec §9 text length cap: custom input fields without their own maxLength. */
export const TEXT_MAX = 255;
/** Letters, digits and , . _ - @ (spec §5). */
const USERNAME_CHARS = /^[\p{L}\p{N},._@-]+$/u;

type Check = (value: string) => string | undefined;

/** Registration e-mail: required, valid (surrounding spaces do not count, as on the server). */
export const emailRule: Check = (value) =>
  !isNotBlank(value)
    ? 'auth.validation.required'
    : !isEmail(value) || value.trim().length > 254
      ? 'auth.validation.email'
      : undefined;

/** Reset request e-mail: required, not blank, valid. */
export const resetEmailRule: Check = (value) =>
  !isFilled(value)
    ? 'auth.validation.required'
    : !isNotBlank(value)
      ? 'auth.validation.notBlank'
      : !isEmail(value)
        ? 'auth.validation.email'
        : undefined;

/** Checked (and sent) without surrounding spaces; the length counts characters, not UTF-16 units. */
export const usernameRule: Check = (value) =>
  !isNotBlank(value)
    ? 'auth.validation.usernameRequired'
    : [...value.trim()].length > USERNAME_MAX
      ? 'auth.validation.usernameLength'
      : !USERNAME_CHARS.test(value.trim())
        ? 'auth.validation.usernameChars'
        : undefined;

/** Required and not just spaces. */
export const passwordRule: Check = (value) =>
  isNotBlank(value) ? undefined : 'auth.validation.passwordRequired';

/** Repeat password: required, then equal to a non-blank password (two wordings, spec §5). */
export const repeatRule =
  (password: string, mismatchId: string): Check =>
  (value) =>
    !isFilled(value)
      ? 'auth.validation.repeatRequired'
      : isNotBlank(password) && value !== password
        ? mismatchId
        : undefined;

/** Contact info: 2 to 255 characters without surrounding spaces. */
export const accountRule: Check = (value) =>
  value.trim().length < ACCOUNT_MIN || value.trim().length > ACCOUNT_MAX
    ? 'auth.validation.account'
    : undefined;

/** Translates every found message id; fields without a problem stay undefined. */
export function translateErrors<K extends string>(
  found: Record<K, string | undefined>,
  t: (id: string) => string,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(found) as K[]) {
    const id = found[key];
    if (id) errors[key] = t(id);
  }
  return errors;
}
