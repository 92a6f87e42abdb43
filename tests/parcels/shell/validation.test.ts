// The rules of the settings forms (the shared ones) and of the domain form, with their texts.
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountRule,
  emailRule,
  findErrors,
  passwordPairRules,
  phoneRule,
  requiredRule,
  translateError,
  type FormRules,
} from '../../../src/shared/forms';
import { setLocale, t } from '../../../src/shared/i18n';
import {
  domainRules,
  isDomainName,
  suggestSubdomain,
} from '../../../src/parcels/shell/features/domains/lib/validation';

/** The texts a form shows for `values` under `rules`. */
function texts<V extends Record<string, unknown>>(rules: FormRules<V>, values: V) {
  const found = findErrors(rules, values);
  return Object.fromEntries(
    Object.entries(found).map(([key, problem]) => [key, translateError(t, problem)]),
  );
}

afterEach(() => setLocale('en', { persist: false }));

describe('settings rules', () => {
  const personal = { phone: phoneRule, contactInfo: accountRule };

  it('personal info: an optional phone of + and 7 to 15 digits; an account of 2 to 255', () => {
    expect(texts(personal, { phone: '12-ab', contactInfo: 'x' })).toEqual({
      phone: 'Invalid phone number',
      contactInfo: 'Please input account',
    });
    expect(texts(personal, { phone: '', contactInfo: 'a'.repeat(256) })).toEqual({
      contactInfo: 'Please input account',
    });
    expect(texts(personal, { phone: '+420 601 234 567', contactInfo: '@demo' })).toEqual({});
  });

  it('e-mail: required, then valid', () => {
    expect(texts({ email: emailRule }, { email: ' ' })).toEqual({ email: 'Field is required' });
    expect(texts({ email: emailRule }, { email: 'me@' })).toEqual({
      email: 'Please input valid email',
    });
    expect(texts({ email: emailRule }, { email: 'me@example.com' })).toEqual({});
  });

  it('change password: each rule in order, in English and Russian', async () => {
    const rules = { oldPassword: requiredRule, ...passwordPairRules() };
    expect(texts(rules, { oldPassword: '', plainPassword: ' ', repeatPlainPassword: '' })).toEqual({
      oldPassword: 'Field is required',
      plainPassword: 'Password is required',
      repeatPlainPassword: 'Repeat password is required',
    });
    expect(
      texts(rules, { oldPassword: 'x', plainPassword: 'abc', repeatPlainPassword: 'abc' }),
    ).toEqual({
      plainPassword: 'The password must be at least 8 characters long.',
    });
    const mismatch = { oldPassword: 'x', plainPassword: 'abcdefgh', repeatPlainPassword: 'abd' };
    expect(texts(rules, mismatch)).toEqual({ repeatPlainPassword: 'Passwords are not equal' });
    await setLocale('ru', { persist: false });
    expect(texts(rules, mismatch)).toEqual({ repeatPlainPassword: 'Пароли не равны' });
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

  it('requires a subdomain and suggests the first label', async () => {
    expect(texts(domainRules, { name: 'track.example.com', subdomain: ' ' })).toEqual({
      subdomain: 'Subdomain is required',
    });
    expect(texts(domainRules, { name: 'example.com', subdomain: 'x' })).toEqual({
      name: 'Please, input correct domain name, e.g. track.example.com',
    });
    expect(suggestSubdomain(' track.example.com')).toBe('track');
    await setLocale('ru', { persist: false });
    expect(texts(domainRules, { name: 'track.example.com', subdomain: '' })).toEqual({
      subdomain: 'Укажите поддомен',
    });
  });
});
