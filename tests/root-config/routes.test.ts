// The route table: which parcel each portal URL mounts, and which paths root-config
// gives to auth (public) or to the shell (everything else under /publisher).
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/routing/paths';
import { matchRoute, sectionOf } from '../../src/shared/routing/route-table';
import { ROUTES, isPublicPath, isShellPath } from '../../src/root-config/routes';

describe('ROUTES', () => {
  it.each([
    ['/publisher/login', 'auth', 'login'],
    ['/publisher/logout', 'auth', 'logout'],
    ['/publisher/register', 'auth', 'register'],
    ['/publisher/register/confirm/abc123', 'auth', 'registerConfirm'],
    ['/publisher/email_update/confirm/abc123', 'auth', 'emailUpdateConfirm'],
    ['/publisher/reset_password', 'auth', 'resetPassword'],
    ['/publisher/reset_password/confirm/abc123', 'auth', 'resetPasswordConfirm'],
    ['/publisher', 'reports', 'dashboard'],
    ['/publisher/dashboard', 'reports', 'dashboard'],
    ['/publisher/reports', 'reports', 'reports'],
    ['/publisher/reports/revenue', 'reports', 'reports'],
    ['/publisher/conversions', 'reports', 'conversions'],
    ['/publisher/offers', 'shell', 'offers'],
    ['/publisher/offers/42', 'shell', 'offers'],
    ['/publisher/smartlinks/7/postback', 'shell', 'smartlinks'],
    ['/publisher/domains', 'shell', 'domains'],
    ['/publisher/settings', 'shell', 'settings'],
    ['/publisher/additional_pages/12', 'shell', 'additionalPage'],
    ['/publisher/balance', 'finance', 'balance'],
    ['/publisher/payments', 'finance', 'payments'],
    ['/publisher/support', 'support', 'support'],
    ['/publisher/news', 'support', 'news'],
    ['/publisher/news/article/5', 'support', 'news'],
  ])('%s → %s (%s)', (pathname, parcel, name) => {
    const match = matchRoute(ROUTES, pathname);
    expect(match?.route.parcel).toBe(parcel);
    expect(match?.route.name).toBe(name);
  });

  it('takes every path from the one paths module', () => {
    const known: string[] = Object.values(paths);
    for (const route of ROUTES) expect(known).toContain(route.path.replace(/\/\*$/, ''));
  });

  it('marks exactly the auth routes public', () => {
    for (const route of ROUTES) expect(Boolean(route.public)).toBe(route.parcel === 'auth');
  });

  it('gives the token and page id as decoded parameters', () => {
    expect(matchRoute(ROUTES, '/publisher/register/confirm/a%2Fb%20c')?.params).toEqual({
      token: 'a/b c',
    });
    expect(matchRoute(ROUTES, '/publisher/additional_pages/12')?.params).toEqual({ id: '12' });
  });

  it('ignores trailing and doubled slashes', () => {
    expect(matchRoute(ROUTES, '/publisher/')?.route.name).toBe('dashboard');
    expect(matchRoute(ROUTES, '/publisher/login/')?.route.name).toBe('login');
    expect(matchRoute(ROUTES, '/publisher//offers/')?.route.name).toBe('offers');
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(matchRoute(ROUTES, '/publisher/reset_password/confirm/%E0%A4%A')?.params).toEqual({
      token: '%E0%A4%A',
    });
  });

  it('does not match unknown pages, or a confirm route without its token', () => {
    expect(matchRoute(ROUTES, '/publisher/foo')).toBeNull();
    expect(matchRoute(ROUTES, '/publisher/additional_pages')).toBeNull();
    expect(matchRoute(ROUTES, '/publisher/additional_pages/1/2')).toBeNull();
    expect(matchRoute(ROUTES, '/publisher/register/confirm')).toBeNull();
    expect(matchRoute(ROUTES, '/publisherfoo')).toBeNull();
    expect(matchRoute(ROUTES, '/other')).toBeNull();
  });
});

describe('isPublicPath / isShellPath', () => {
  it.each([
    '/publisher/login',
    '/publisher/login/',
    '/publisher/logout',
    '/publisher/register',
    '/publisher/register/confirm/abc',
    '/publisher/email_update/confirm/abc',
    '/publisher/reset_password',
    '/publisher/reset_password/confirm/abc',
  ])('%s belongs to auth, not to the shell', (pathname) => {
    expect(isPublicPath(pathname)).toBe(true);
    expect(isShellPath(pathname)).toBe(false);
  });

  it.each([
    '/publisher',
    '/publisher/',
    '/publisher/dashboard',
    '/publisher/offers/42',
    '/publisher/additional_pages/3',
    '/publisher/news/article/5',
    // Unknown pages still belong to the shell, which shows "Not found".
    '/publisher/foo',
    '/publisher/loginx',
  ])('%s belongs to the shell', (pathname) => {
    expect(isShellPath(pathname)).toBe(true);
    expect(isPublicPath(pathname)).toBe(false);
  });

  it.each(['/', '/other', '/publisherfoo', '/shop/publisher/login'])(
    '%s belongs to neither',
    (pathname) => {
      expect(isPublicPath(pathname)).toBe(false);
      expect(isShellPath(pathname)).toBe(false);
    },
  );
});

describe('sectionOf (the parts of the portal the shell keeps mounted)', () => {
  it('gives the root and the dashboard one section, and each other entry its own', () => {
    expect(sectionOf(ROUTES, '/publisher')).toEqual(sectionOf(ROUTES, '/publisher/dashboard'));
    expect(sectionOf(ROUTES, '/publisher/offers/12')).toEqual({
      key: 'shell:offers',
      parcel: 'shell',
    });
    expect(sectionOf(ROUTES, '/publisher/reports/revenue')).toEqual({
      key: 'reports:reports',
      parcel: 'reports',
    });
    expect(sectionOf(ROUTES, '/publisher/conversions').key).toBe('reports:conversions');
  });

  it('puts every path nobody owns into the shell\'s "not found" section', () => {
    expect(sectionOf(ROUTES, '/publisher/nowhere')).toEqual(
      sectionOf(ROUTES, '/publisher/also/nowhere'),
    );
    expect(sectionOf(ROUTES, '/publisher/nowhere').parcel).toBe('shell');
  });
});
