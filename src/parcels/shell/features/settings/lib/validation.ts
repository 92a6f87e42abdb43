// Spec §5 rules of the settings forms; each returns the message id of the first broken rule.
import { isEmail, isFilled, isNotBlank } from '@publisher-platform/shared';

/** "+" and 7 to 15 digits; spaces and dashes may group them (as the server checks). */
export function isPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+[\d\s-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const CONTACT_MIN = 2;
export const CONTACT_MAX = 255;

export function phoneError(value: string): string | undefined {
  return value.trim() && !isPhone(value) ? 'shell.settings.errors.phone' : undefined;
}

export function contactInfoError(value: string): string | undefined {
  const length = value.trim().length;
  return length < CONTACT_MIN || length > CONTACT_MAX ? 'shell.settings.errors.account' : undefined;
}

export function emailError(value: string): string | undefined {
  if (!isNotBlank(value)) return 'shell.settings.errors.required';
  return isEmail(value) ? undefined : 'shell.settings.errors.email';
}

export interface PasswordValues extends Record<string, unknown> {
  oldPassword: string;
  plainPassword: string;
  repeatPlainPassword: string;
}

export function passwordErrors(
  values: PasswordValues,
): Partial<Record<keyof PasswordValues, string>> {
  return {
    oldPassword: isFilled(values.oldPassword) ? undefined : 'shell.settings.errors.required',
    plainPassword: isNotBlank(values.plainPassword) ? undefined : 'shell.settings.errors.password',
    repeatPlainPassword: !isFilled(values.repeatPlainPassword)
      ? 'shell.settings.errors.repeatPassword'
      : values.repeatPlainPassword !== values.plainPassword
        ? 'shell.settings.errors.notEqual'
        : undefined,
  };
}
