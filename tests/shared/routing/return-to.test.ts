// Sign-in brings the publisher back to the portal page they came for, and to nothing else: no
// other origin, no public page, whatever the login URL says.
import { describe, expect, it } from 'vitest';
import { isPublicPath, loginPath, portalPage, signInTarget } from '../../../src/shared/routing';

describe('portalPage', () => {
  it('takes a page of the portal with its search and hash', () => {
    expect(portalPage('/publisher/reports?tab=revenue&grouping=country#total')).toBe(
      '/publisher/reports?tab=revenue&grouping=country#total',
    );
    expect(portalPage('/publisher/offers/1007')).toBe('/publisher/offers/1007');
  });

  it.each([
    'https://evil.example/publisher/reports',
    '//evil.example/publisher/reports',
    '/\\evil.example/publisher',
    '/publisher\\..\\..\\evil',
    'javascript:alert(1)',
    'publisher/reports',
    '/elsewhere',
    '/publisher/../admin',
    '/publisher/login',
    '/publisher/logout',
    '/publisher/register/confirm/abc',
    '/publisher/reset_password/confirm/abc',
    '/publisher/email_update/confirm/abc',
    '',
    null,
  ])('refuses %s', (target) => {
    expect(portalPage(target)).toBeNull();
  });
});

describe('loginPath and signInTarget', () => {
  it('carry the page through the login URL and back', () => {
    const login = loginPath('/publisher/reports?tab=revenue&from=2026-11-01');
    expect(login).toBe(
      '/publisher/login?returnTo=%2Fpublisher%2Freports%3Ftab%3Drevenue%26from%3D2026-11-01',
    );
    expect(signInTarget(login.slice(login.indexOf('?')))).toBe(
      '/publisher/reports?tab=revenue&from=2026-11-01',
    );
  });

  it('leave the dashboard and the portal root out: sign-in goes to the dashboard anyway', () => {
    expect(loginPath('/publisher/dashboard')).toBe('/publisher/login');
    expect(loginPath('/publisher/')).toBe('/publisher/login');
    expect(loginPath('//evil.example')).toBe('/publisher/login');
  });

  it('go to the dashboard without a page or with a foreign one', () => {
    expect(signInTarget('')).toBe('/publisher/dashboard');
    expect(signInTarget('?returnTo=https%3A%2F%2Fevil.example%2F')).toBe('/publisher/dashboard');
    expect(signInTarget('?returnTo=%2Fpublisher%2Flogout')).toBe('/publisher/dashboard');
  });
});

describe('isPublicPath', () => {
  it('is the login, logout, registration, reset and e-mail confirmation pages', () => {
    for (const path of [
      '/publisher/login',
      '/publisher/logout',
      '/publisher/register',
      '/publisher/register/confirm/t',
      '/publisher/reset_password',
      '/publisher/reset_password/confirm/t',
      '/publisher/email_update/confirm/t',
    ])
      expect(isPublicPath(path)).toBe(true);
    expect(isPublicPath('/publisher/dashboard')).toBe(false);
    expect(isPublicPath('/publisher/loginx')).toBe(false);
  });
});
