import { describe, expect, it } from 'vitest';
import {
  contactInfoError,
  emailError,
  isPhone,
  passwordErrors,
  phoneError,
} from '../../../src/parcels/shell/features/settings/lib/validation';
import {
  domainErrors,
  isDomainName,
  suggestSubdomain,
} from '../../../src/parcels/shell/features/domains/lib/validation';

describe('settings rules', () => {
  it('accepts + and 7 to 15 digits, spaces and dashes allowed', () => {
    expect(isPhone('+420 601 234 567')).toBe(true);
    expect(isPhone('+1-555-123-4567')).toBe(true);
    expect(isPhone('+123456')).toBe(false);
    expect(isPhone('+1234567890123456')).toBe(false);
    expect(isPhone('420601234567')).toBe(false);
    expect(isPhone('+42a601234567')).toBe(false);
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('abc')).toBe('shell.settings.errors.phone');
  });

  it('wants an account of 2 to 255 characters', () => {
    expect(contactInfoError('')).toBe('shell.settings.errors.account');
    expect(contactInfoError(' a ')).toBe('shell.settings.errors.account');
    expect(contactInfoError('ab')).toBeUndefined();
    expect(contactInfoError('a'.repeat(256))).toBe('shell.settings.errors.account');
  });

  it('wants a valid e-mail', () => {
    expect(emailError(' ')).toBe('shell.settings.errors.required');
    expect(emailError('me@')).toBe('shell.settings.errors.email');
    expect(emailError('me@example.com')).toBeUndefined();
  });

  it('checks the passwords in the spec order', () => {
    expect(
      passwordErrors({ oldPassword: '', plainPassword: ' ', repeatPlainPassword: '' }),
    ).toEqual({
      oldPassword: 'shell.settings.errors.required',
      plainPassword: 'shell.settings.errors.password',
      repeatPlainPassword: 'shell.settings.errors.repeatPassword',
    });
    expect(
      passwordErrors({ oldPassword: 'x', plainPassword: 'abc', repeatPlainPassword: 'abd' }),
    ).toEqual({
      oldPassword: undefined,
      plainPassword: undefined,
      repeatPlainPassword: 'shell.settings.errors.notEqual',
    });
  });
});

describe('domain rules', () => {
  it('needs at least 3 labels and an alphabetic top-level domain', () => {
    expect(isDomainName('track.example.com')).toBe(true);
    expect(isDomainName('go.deals.example.co.uk')).toBe(true);
    expect(isDomainName('Track.Example.com.')).toBe(true);
    expect(isDomainName('example.com')).toBe(false);
    expect(isDomainName('track.example.123')).toBe(false);
    expect(isDomainName('-bad.example.com')).toBe(false);
    expect(isDomainName('tr ack.example.com')).toBe(false);
  });

  it('requires a subdomain and suggests the first label', () => {
    expect(domainErrors({ name: 'track.example.com', subdomain: ' ' })).toEqual({
      name: undefined,
      subdomain: 'shell.domains.errors.subdomain',
    });
    expect(domainErrors({ name: 'example.com', subdomain: 'x' }).name).toBe(
      'shell.domains.errors.name',
    );
    expect(suggestSubdomain(' track.example.com')).toBe('track');
  });
});
