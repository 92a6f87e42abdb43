// The rules the auth forms use (the shared ones, with the registration wording of a password
// mismatch), referral parameters, the registration-limit cookie and upload sizes.
import { describe, expect, it } from 'vitest';
import { registrationLimited } from '../../../src/parcels/auth/screens/lib/cookies';
import {
  accountRule,
  emailRule,
  findErrors,
  passwordPairRules,
  usernameRule,
  type Rule,
} from '../../../src/shared/forms';
import { referralParams } from '../../../src/parcels/auth/screens/register/lib/referral';
import {
  checkFile,
  formatBytes,
  maxFiles,
} from '../../../src/parcels/auth/screens/register/lib/files';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });
const id = (rule: Rule<unknown, unknown>, value: string) => {
  const problem = rule(value, {});
  return typeof problem === 'object' ? problem.id : problem;
};

describe('auth validation rules', () => {
  it('checks the registration e-mail: required, then valid', () => {
    expect(id(emailRule, '')).toBe('shared.validation.required');
    expect(id(emailRule, 'ann')).toBe('shared.validation.email');
    expect(id(emailRule, '   ')).toBe('shared.validation.required');
    expect(id(emailRule, ' ann@example.com ')).toBeUndefined();
    expect(id(emailRule, 'ann@example.com')).toBeUndefined();
  });

  it('checks the username: required, at most 32, letters digits , . _ - @', () => {
    expect(id(usernameRule, '')).toBe('shared.validation.usernameRequired');
    expect(id(usernameRule, 'a'.repeat(33))).toBe('shared.validation.usernameLength');
    expect(id(usernameRule, 'a'.repeat(32))).toBeUndefined();
    expect(id(usernameRule, 'ann smith')).toBe('shared.validation.usernameChars');
    expect(id(usernameRule, 'ann.smith_1-x,@y')).toBeUndefined();
    expect(id(usernameRule, 'Анна')).toBeUndefined();
  });

  it('checks passwords on registration: not just spaces, 8 characters; the repeat required and matching', () => {
    const ids = (plainPassword: string, repeatPlainPassword: string) =>
      Object.fromEntries(
        Object.entries(
          findErrors(passwordPairRules('registration'), { plainPassword, repeatPlainPassword }),
        ).map(([key, problem]) => [key, typeof problem === 'object' ? problem.id : problem]),
      );
    expect(ids('', '')).toEqual({
      plainPassword: 'shared.validation.passwordRequired',
      repeatPlainPassword: 'shared.validation.repeatRequired',
    });
    expect(ids('   ', '   ')).toEqual({ plainPassword: 'shared.validation.passwordRequired' });
    expect(ids(' x ', 'other')).toEqual({
      plainPassword: 'shared.validation.passwordLength',
      repeatPlainPassword: 'shared.validation.passwordsMismatch',
    });
    expect(ids('  secret  ', 'other')).toEqual({
      repeatPlainPassword: 'shared.validation.passwordsMismatch',
    });
    expect(ids('secret7', 'secret7')).toEqual({
      plainPassword: 'shared.validation.passwordLength',
    });
    expect(ids('secret-8', 'secret-8')).toEqual({});
  });

  it('checks the account: 2 to 255 characters', () => {
    expect(id(accountRule, '')).toBe('shared.validation.account');
    expect(id(accountRule, 'a')).toBe('shared.validation.account');
    expect(id(accountRule, '  ')).toBe('shared.validation.account');
    expect(id(accountRule, 'ab')).toBeUndefined();
    expect(id(accountRule, 'a'.repeat(255))).toBeUndefined();
    expect(id(accountRule, 'a'.repeat(256))).toBe('shared.validation.account');
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
