// The small predicates the form rules are built from.
import { describe, expect, it } from 'vitest';
import { isEmail, isNotBlank, isPhone } from '../../../src/shared/forms/validators';

describe('validators', () => {
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

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann @example.com',
    'a@b@c.com',
    `${'a'.repeat(64)}@${'b.'.repeat(95)}com`,
  ])('rejects the e-mail %j', (email) => expect(isEmail(email)).toBe(false));

  it('isPhone wants + and 7 to 15 digits, spaces and dashes allowed', () => {
    expect(isPhone('+420 601 234 567')).toBe(true);
    expect(isPhone('+1-555-123-4567')).toBe(true);
    expect(isPhone('+123456')).toBe(false);
    expect(isPhone('+1234567890123456')).toBe(false);
    expect(isPhone('420601234567')).toBe(false);
    expect(isPhone('+42a601234567')).toBe(false);
  });
});
