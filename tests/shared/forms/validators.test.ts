// The small checks the forms of spec §5 are built from.
import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isFilled,
  isNotBlank,
  maxLength,
  minLength,
} from '../../../src/shared/forms/validators';

describe('validators', () => {
  it('isFilled rejects only missing or empty values', () => {
    expect([undefined, null, ''].map(isFilled)).toEqual([false, false, false]);
    expect(['x', ' ', 0, false].map(isFilled)).toEqual([true, true, true, true]);
  });

  it('isNotBlank rejects a password of just spaces', () => {
    expect(isNotBlank('   ')).toBe(false);
    expect(isNotBlank('\t\n')).toBe(false);
    expect(isNotBlank(' secret ')).toBe(true);
    expect(isNotBlank(undefined)).toBe(false);
  });

  it.each(['ann@example.com', 'a.b+tag@mail.example.co.uk', ' ann@example.com '])(
    'accepts the e-mail %j',
    (email) => expect(isEmail(email)).toBe(true),
  );

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann @example.com', 'a@b@c.com'])(
    'rejects the e-mail %j',
    (email) => expect(isEmail(email)).toBe(false),
  );

  it('bounds the username to 32 and the account to 2..255 characters', () => {
    const username = maxLength(32);
    expect(username('a'.repeat(32))).toBe(true);
    expect(username('a'.repeat(33))).toBe(false);
    const account = (v: string) => minLength(2)(v) && maxLength(255)(v);
    expect(account('a')).toBe(false);
    expect(account('ab')).toBe(true);
    expect(account('a'.repeat(255))).toBe(true);
    expect(account('a'.repeat(256))).toBe(false);
  });
});
