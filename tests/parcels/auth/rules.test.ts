// Spec §5 rules of the auth forms, §3 referral parameters, §6 registration-limit cookie, §9 sizes.
import { describe, expect, it } from 'vitest';
import { registrationLimited } from '../../../src/parcels/auth/screens/lib/cookies';
import {
  accountRule,
  emailRule,
  passwordRule,
  repeatRule,
  resetEmailRule,
  usernameRule,
} from '../../../src/parcels/auth/screens/lib/validation';
import { referralParams } from '../../../src/parcels/auth/screens/register/lib/referral';
import {
  checkFile,
  formatBytes,
  maxFiles,
} from '../../../src/parcels/auth/screens/register/lib/files';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('auth validation rules', () => {
  it('checks the registration e-mail: required, then valid', () => {
    expect(emailRule('')).toBe('auth.validation.required');
    expect(emailRule('ann')).toBe('auth.validation.email');
    expect(emailRule('   ')).toBe('auth.validation.required');
    expect(emailRule(' ann@example.com ')).toBeUndefined();
    expect(emailRule('ann@example.com')).toBeUndefined();
  });

  it('checks the reset e-mail: required, not blank, valid', () => {
    expect(resetEmailRule('')).toBe('auth.validation.required');
    expect(resetEmailRule('  ')).toBe('auth.validation.notBlank');
    expect(resetEmailRule('ann@')).toBe('auth.validation.email');
    expect(resetEmailRule('ann@example.com')).toBeUndefined();
  });

  it('checks the username: required, at most 32, letters digits , . _ - @', () => {
    expect(usernameRule('')).toBe('auth.validation.usernameRequired');
    expect(usernameRule('a'.repeat(33))).toBe('auth.validation.usernameLength');
    expect(usernameRule('a'.repeat(32))).toBeUndefined();
    expect(usernameRule('ann smith')).toBe('auth.validation.usernameChars');
    expect(usernameRule('ann<script>')).toBe('auth.validation.usernameChars');
    expect(usernameRule('ann.smith_1-x,@y')).toBeUndefined();
    expect(usernameRule('Анна')).toBeUndefined();
    expect(usernameRule(' ann ')).toBeUndefined();
    expect(usernameRule('😀'.repeat(32))).toBe('auth.validation.usernameChars');
  });

  it('checks passwords: not just spaces; the repeat is required and equal', () => {
    expect(passwordRule('')).toBe('auth.validation.passwordRequired');
    expect(passwordRule('   ')).toBe('auth.validation.passwordRequired');
    expect(passwordRule(' x ')).toBeUndefined();
    const repeat = repeatRule('secret', 'auth.validation.passwordsMismatch');
    expect(repeat('')).toBe('auth.validation.repeatRequired');
    expect(repeat('other')).toBe('auth.validation.passwordsMismatch');
    expect(repeat('secret')).toBeUndefined();
    expect(repeatRule('  ', 'auth.validation.passwordsMismatch')('x')).toBeUndefined();
  });

  it('checks the account: 2 to 255 characters', () => {
    expect(accountRule('')).toBe('auth.validation.account');
    expect(accountRule('a')).toBe('auth.validation.account');
    expect(accountRule('  ')).toBe('auth.validation.account');
    expect(accountRule('ab')).toBeUndefined();
    expect(accountRule('a'.repeat(255))).toBeUndefined();
    expect(accountRule('a'.repeat(256))).toBe('auth.validation.account');
  });
});

describe('registration helpers', () => {
  it('reads the referrer token from referrerToken or ref and the UTM source', () => {
    expect(referralParams('?referrerToken=abc&utm_source=news')).toEqual({
      registrationReferrerToken: 'abc',
      utmSource: 'news',
    });
    expect(referralParams('?ref=xyz')).toEqual({
      registrationReferrerToken: 'xyz',
      utmSource: null,
    });
    expect(referralParams('')).toEqual({ registrationReferrerToken: null, utmSource: null });
  });

  it('sees the registration-limit cookie by its exact name', () => {
    expect(registrationLimited('a=1; publisher_registration_limit=1')).toBe(true);
    expect(registrationLimited('publisher_registration_limit_x=1')).toBe(false);
    expect(registrationLimited('')).toBe(false);
  });

  it('accepts png and jpeg up to 5,000,000 bytes, one file or five', () => {
    expect(checkFile(file('a.png', 'image/png', 10))).toBeUndefined();
    expect(checkFile(file('a.jpg', 'image/jpeg', 5_000_000))).toBeUndefined();
    expect(checkFile(file('a.jpg', 'image/jpeg', 5_000_001))).toBe('tooLarge');
    expect(checkFile(file('a.gif', 'image/gif', 10))).toBe('invalid');
    expect(checkFile(file('a.pdf', '', 10))).toBe('invalid');
    expect(maxFiles(false)).toBe(1);
    expect(maxFiles(true)).toBe(5);
  });

  it('shows sizes in base-1000 units in the UI language', () => {
    expect(formatBytes(5_000_000, 'en')).toBe('5 MB');
    expect(formatBytes(1_234, 'en')).toBe('1.2 kB');
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(5_000_000, 'ru')).toMatch(/^5\sМБ$/);
  });
});
