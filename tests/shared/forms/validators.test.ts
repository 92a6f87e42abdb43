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

describe('validators at their limits', () => {
  it('takes an e-mail of 254 characters, not 255', () => {
    const domain = (length: number) => `${'b'.repeat(60)}.`.repeat(3) + 'c'.repeat(length);
    const at254 = `${'a'.repeat(64)}@${domain(254 - 65 - 183)}`;
    expect(at254).toHaveLength(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
    expect(isEmail(42)).toBe(false);
    expect(isEmail('ann@-example.com')).toBe(false);
  });

  it('takes 7 and 15 digits, not 6 nor 16', () => {
    expect(isPhone('+1234567')).toBe(true);
    expect(isPhone('+123456789012345')).toBe(true);
    expect(isPhone('+12 34-56')).toBe(false);
    expect(isPhone(' +123 456 789 ')).toBe(true);
    expect(isPhone('+123 456 789x')).toBe(false);
    expect(isPhone('x+123456789')).toBe(false);
    expect(isPhone('+')).toBe(false);
  });

  it('wants a value of its own type', () => {
    expect(isNotBlank(42)).toBe(false);
  });
});
