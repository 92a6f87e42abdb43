import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ProxyDomain } from '../../../src/parcels/shell/features/domains/api/domains';
import {
  domainFilterEntries,
  filterDomains,
  filtersFromSearch,
  searchFromFilters,
} from '../../../src/parcels/shell/features/domains/lib/domain-filters';

const schema = v.object(domainFilterEntries);
const domain = (id: number, name: string, certStatus: ProxyDomain['certStatus']) =>
  ({
    '@id': `/publisher/api/proxy_domains/${id}`,
    id,
    name,
    subdomain: 'x',
    certStatus,
  }) as ProxyDomain;
const domains = [domain(1, 'track.example.com', 1), domain(2, 'go.Deals.example.com', 2)];

describe('domain filters', () => {
  it('read from the URL, dropping what is invalid', () => {
    expect(v.parse(schema, { name: ' shop ', cert: [1, 99] })).toEqual({
      name: 'shop',
      cert: [1, 99],
    });
    expect(v.parse(schema, { name: 5, cert: [3] })).toEqual({ name: undefined, cert: undefined });
    expect(v.parse(schema, { cert: [] })).toEqual({ name: undefined, cert: undefined });
  });

  it('leave empty filters out of the URL', () => {
    expect(searchFromFilters({ name: '  ', cert: [] })).toEqual({
      name: undefined,
      cert: undefined,
    });
    expect(filtersFromSearch({})).toEqual({ name: '', cert: [] });
  });

  it('match the name case-insensitively and any chosen status', () => {
    expect(filterDomains(domains, { name: 'deals', cert: [] })?.map((d) => d.id)).toEqual([2]);
    expect(filterDomains(domains, { name: '', cert: [1, 99] })?.map((d) => d.id)).toEqual([1]);
    expect(filterDomains(domains, { name: '', cert: [] })).toHaveLength(2);
    expect(filterDomains(undefined, { name: 'x', cert: [] })).toBeUndefined();
  });
});
