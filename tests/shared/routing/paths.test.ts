// The one paths module: every portal path lives under the base path, and buildPath fills them in.
import { describe, expect, it } from 'vitest';
import { BASE_PATH, buildPath, isUnder, paths } from '../../../src/shared/routing/paths';

describe('paths', () => {
  it('puts every portal path under the base path', () => {
    for (const path of Object.values(paths)) expect(isUnder(path, BASE_PATH)).toBe(true);
  });

  it('writes each path once', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('buildPath', () => {
  it('fills parameters, URI-encoded', () => {
    expect(buildPath(paths.offer, { offerId: 123 })).toBe('/publisher/offers/123');
    expect(buildPath(paths.registerConfirm, { token: 'a/b c' })).toBe(
      '/publisher/register/confirm/a%2Fb%20c',
    );
  });

  it('appends a query without undefined values', () => {
    expect(buildPath(paths.support, {}, { tab: 'contacts' })).toBe(
      '/publisher/support?tab=contacts',
    );
    expect(buildPath(paths.domains, {}, { page: 2, sort: undefined })).toBe(
      '/publisher/domains?page=2',
    );
    expect(buildPath(paths.domains, {}, {})).toBe('/publisher/domains');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(paths.newsArticle)).toThrow(/missing param id/);
  });
});

describe('isUnder', () => {
  it('answers the base itself, below it, and ignores trailing slashes', () => {
    expect(isUnder('/publisher/reports', paths.reports)).toBe(true);
    expect(isUnder('/publisher/reports/', paths.reports)).toBe(true);
    expect(isUnder('/publisher/reports/x/y', paths.reports)).toBe(true);
    expect(isUnder('/publisher/reportsx', paths.reports)).toBe(false);
    expect(isUnder('/', paths.root)).toBe(false);
  });
});
