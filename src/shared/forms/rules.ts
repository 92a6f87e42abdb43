// The rules every form shares, with the product's wording (messages in shared's message files).
// Texts are checked without surrounding spaces, as the forms send them trimmed.
import { filled, holds, notBlank, rule, type FormRules } from './check';
import { message } from './field-error';
import { isEmail, isPhone } from './validators';

export const USERNAME_MAX = 32;
/** A new password's least length (the server also refuses common passwords, with its text). */
export const PASSWORD_MIN = 8;
const ACCOUNT_MIN = 2;
export const ACCOUNT_MAX = 255;
/** Letters, digits and , . _ - @ */
const USERNAME_CHARS = /^[\p{L}\p{N},._@-]+$/u;

/** Message ids of the shared rules (for forms that compose their own). */
export const VALIDATION = {
  required: 'shared.validation.required',
  notBlank: 'shared.validation.notBlank',
  email: 'shared.validation.email',
  usernameRequired: 'shared.validation.usernameRequired',
  usernameLength: 'shared.validation.usernameLength',
  usernameChars: 'shared.validation.usernameChars',
  passwordRequired: 'shared.validation.passwordRequired',
  passwordLength: 'shared.validation.passwordLength',
  repeatRequired: 'shared.validation.repeatRequired',
  passwordsMismatch: 'shared.validation.passwordsMismatch',
  passwordsNotEqual: 'shared.validation.passwordsNotEqual',
  account: 'shared.validation.account',
  phone: 'shared.validation.phone',
} as const;

const M = VALIDATION;

/** "Field is required". */
export const requiredRule = rule(filled());

/** "Field is required", then "Field should not be blank". */
export const requiredNotBlankRule = rule(filled(), notBlank());

/** Required (spaces alone do not count), then "Please input valid email". */
export const emailRule = rule(notBlank(M.required), holds(isEmail, M.email));

/** Required, at most 32 characters (not UTF-16 units), only letters, digits and , . _ - @ */
export const usernameRule = rule(
  notBlank(M.usernameRequired),
  holds((value) => [...value.trim()].length <= USERNAME_MAX, M.usernameLength),
  holds((value) => USERNAME_CHARS.test(value.trim()), M.usernameChars),
);

/** A new password: required and not just spaces ("Password is required"), then at least 8
 *  characters (code points, as the server counts). */
export const passwordRule = rule(
  notBlank(M.passwordRequired),
  holds((value) => [...value].length >= PASSWORD_MIN, M.passwordLength),
);

/** Contact info ("account"): 2 to 255 characters; show it with a counter of ACCOUNT_MAX. */
export const accountRule = rule(
  holds((value) => {
    const length = value.trim().length;
    return length >= ACCOUNT_MIN && length <= ACCOUNT_MAX;
  }, M.account),
);

/** Optional; when given, "+" and 7 to 15 digits ("Invalid phone number"). */
export const phoneRule = rule(holds((value) => !value.trim() || isPhone(value), M.phone));

export interface PasswordPairValues extends Record<string, unknown> {
  plainPassword: string;
  repeatPlainPassword: string;
}

/**
 * The new password and its repeat: the password required, not just spaces and at least 8
 * characters; the repeat required, then equal. A mismatch reads "Passwords do not match" on
 * registration and "Passwords are not equal" everywhere else.
 */
export function passwordPairRules(
  mismatch: 'registration' | 'other' = 'other',
): FormRules<PasswordPairValues> {
  const mismatchId = mismatch === 'registration' ? M.passwordsMismatch : M.passwordsNotEqual;
  return {
    plainPassword: passwordRule,
    repeatPlainPassword: (value, values) =>
      value === ''
        ? message(M.repeatRequired)
        : value !== values.plainPassword
          ? message(mismatchId)
          : undefined,
  };
}
