// The path matcher the shell and root-config share: `$param` segments, a trailing `*` rest.
import { describe, expect, it } from 'vitest';
import { matchPath, matchRoute, type RouteEntry } from '../../../src/shared/routing/route-table';

describe('matchPath', () => {
  it('matches literal segments exactly', () => {
    expect(matchPath('/publisher/offers', '/publisher/offers')).toEqual({});
    expect(matchPath('/publisher/offers', '/publisher/offer')).toBeNull();
    expect(matchPath('/publisher/offers', '/publisher/offers/1')).toBeNull();
    expect(matchPath('/publisher/offers', '/publisher')).toBeNull();
  });

  it('captures and decodes parameters', () => {
    expect(matchPath('/a/$id/b/$name', '/a/7/b/J%C3%BCrgen')).toEqual({ id: '7', name: 'Jürgen' });
  });

  it('keeps a parameter with a malformed escape as it is', () => {
    expect(matchPath('/a/$token', '/a/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
  });

  it('lets a trailing * match the base itself and anything below it', () => {
    expect(matchPath('/publisher/reports/*', '/publisher/reports')).toEqual({});
    expect(matchPath('/publisher/reports/*', '/publisher/reports/a/b/c')).toEqual({});
    expect(matchPath('/publisher/reports/*', '/publisher/report')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('answers the first route that matches', () => {
    const table: RouteEntry[] = [
      { path: '/p/news/special', parcel: 'shell', name: 'special' },
      { path: '/p/news/*', parcel: 'support', name: 'news' },
    ];
    expect(matchRoute(table, '/p/news/special')?.route.name).toBe('special');
    expect(matchRoute(table, '/p/news/other')?.route.name).toBe('news');
    expect(matchRoute(table, '/p')).toBeNull();
  });
});
