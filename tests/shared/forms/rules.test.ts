// The shared form rules: each answers with a message descriptor (translated when shown) in the
// product's wording, checked here in English and Russian.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../src/shared/i18n';
import {
  accountRule,
  emailRule,
  filled,
  findErrors,
  message,
  notBlank,
  passwordPairRules,
  phoneRule,
  requiredNotBlankRule,
  requiredRule,
  rule,
  translateError,
  usernameRule,
  type Rule,
} from '../../../src/shared/forms';

/** The rule's message in the current language (undefined when the value passes). */
const text = (r: Rule<unknown, unknown>, value: string) => translateError(t, r(value, {}));

afterEach(() => setLocale('en', { persist: false }));

describe('shared rules', () => {
  it('answer with a message id, not a text', () => {
    expect(requiredRule('', {})).toEqual({ id: 'shared.validation.required' });
    expect(requiredRule(' ', {})).toBeUndefined();
    expect(requiredNotBlankRule(' ', {})).toEqual({ id: 'shared.validation.notBlank' });
  });

  it('required and not blank', () => {
    expect(text(requiredNotBlankRule, '')).toBe('Field is required');
    expect(text(requiredNotBlankRule, '   ')).toBe('Field should not be blank');
    expect(text(requiredNotBlankRule, 'ann')).toBeUndefined();
  });

  it('e-mail: required (spaces alone do not count), then valid', () => {
    expect(text(emailRule, '')).toBe('Field is required');
    expect(text(emailRule, '   ')).toBe('Field is required');
    expect(text(emailRule, 'ann')).toBe('Please input valid email');
    expect(text(emailRule, ' ann@example.com ')).toBeUndefined();
  });

  it('username: required, at most 32 characters, letters digits , . _ - @', () => {
    expect(text(usernameRule, ' ')).toBe('Username is required');
    expect(text(usernameRule, 'a'.repeat(33))).toBe(
      'The username length should be less or equal than 32 symbols',
    );
    expect(text(usernameRule, 'a'.repeat(32))).toBeUndefined();
    expect(text(usernameRule, 'ann smith')).toBe(
      'The username may contain only letters, digits and , . _ - @',
    );
    expect(text(usernameRule, 'ann<script>')).toBe(
      'The username may contain only letters, digits and , . _ - @',
    );
    expect(text(usernameRule, 'ann.smith_1-x,@y')).toBeUndefined();
    expect(text(usernameRule, 'Анна')).toBeUndefined();
    expect(text(usernameRule, ' ann ')).toBeUndefined();
    expect(usernameRule('😀'.repeat(32), {})).toEqual({
      id: 'shared.validation.usernameChars',
    });
  });

  it('account: 2 to 255 characters without surrounding spaces', () => {
    for (const value of ['', 'a', '  a  ', 'a'.repeat(256)])
      expect(text(accountRule, value)).toBe('Please input account');
    expect(text(accountRule, 'ab')).toBeUndefined();
    expect(text(accountRule, 'a'.repeat(255))).toBeUndefined();
  });

  it('phone', () => {
    expect(text(phoneRule, '12-ab')).toBe('Invalid phone number');
    expect(text(phoneRule, '+1 555')).toBe('Invalid phone number');
    expect(text(phoneRule, '')).toBeUndefined();
    expect(text(phoneRule, '+420 601 234 567')).toBeUndefined();
  });

  it('a form composes its own rule from checks with its own message ids', () => {
    const loginPassword = rule(filled('shared.validation.passwordRequired'));
    expect(text(loginPassword, '')).toBe('Password is required');
    expect(text(loginPassword, '  ')).toBeUndefined();
    expect(text(rule(filled(), notBlank()), ' ')).toBe('Field should not be blank');
  });

  it('the server text is shown as it is; descriptors carry their values', () => {
    expect(translateError(t, 'This value is already used.')).toBe('This value is already used.');
    expect(translateError(t, message('shared.field.counter', { count: 3, max: 10 }))).toBe(
      t('shared.field.counter', { count: 3, max: 10 }),
    );
    expect(translateError(t, undefined)).toBeUndefined();
  });

  it('speak the UI language', async () => {
    await setLocale('ru', { persist: false });
    expect(text(requiredNotBlankRule, '')).toBe('Поле обязательно для заполнения');
    expect(text(emailRule, 'ann')).toBe('Введите корректный email');
    expect(text(phoneRule, 'x')).toBe('Неверный номер телефона');
    expect(text(accountRule, 'a')).toBe('Укажите аккаунт');
  });
});

describe('the password pair', () => {
  const check = (mismatch: 'registration' | 'other', plain: string, repeat: string) => {
    const found = findErrors(passwordPairRules(mismatch), {
      plainPassword: plain,
      repeatPlainPassword: repeat,
    });
    return {
      plainPassword: translateError(t, found.plainPassword),
      repeatPlainPassword: translateError(t, found.repeatPlainPassword),
    };
  };

  it('password required, not just spaces, at least 8 characters; repeat required, then equal', () => {
    expect(check('other', '', '')).toEqual({
      plainPassword: 'Password is required',
      repeatPlainPassword: 'Repeat password is required',
    });
    expect(check('other', '   ', 'other')).toEqual({
      plainPassword: 'Password is required',
      repeatPlainPassword: 'Passwords are not equal',
    });
    expect(check('other', 'secret7', 'secret7')).toEqual({
      plainPassword: 'The password must be at least 8 characters long.',
      repeatPlainPassword: undefined,
    });
    // Characters, not UTF-16 units: four astral symbols are four characters.
    expect(check('other', '😀😀😀😀', '😀😀😀😀').plainPassword).toBe(
      'The password must be at least 8 characters long.',
    );
    expect(check('other', 'secret-8', 'secret-8')).toEqual({
      plainPassword: undefined,
      repeatPlainPassword: undefined,
    });
  });

  it('says the length rule in every language', async () => {
    const texts = [];
    for (const locale of ['ru', 'uk', 'zh', 'en'] as const) {
      await setLocale(locale, { persist: false });
      texts.push(check('other', 'short', 'short').plainPassword);
    }
    expect(texts).toEqual([
      'Пароль должен содержать не менее 8 символов.',
      'Пароль має містити щонайменше 8 символів.',
      '密码至少需要 8 个字符。',
      'The password must be at least 8 characters long.',
    ]);
  });

  it('words a mismatch "Passwords do not match" on registration only', async () => {
    expect(check('registration', 'secret', 'secret!').repeatPlainPassword).toBe(
      'Passwords do not match',
    );
    expect(check('other', 'secret', 'secret!').repeatPlainPassword).toBe('Passwords are not equal');
    await setLocale('ru', { persist: false });
    expect(check('registration', 'a', 'b').repeatPlainPassword).toBe('Пароли не совпадают');
    expect(check('other', 'a', 'b').repeatPlainPassword).toBe('Пароли не равны');
  });
});
