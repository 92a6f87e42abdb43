import * as v from 'valibot';
import { CERT_STATUS } from '@publisher-platform/shared';
import type { CertStatus, ProxyDomain } from '../api/domains';

/** The filter's order: the usual states first. */
export const CERT_STATUSES: readonly CertStatus[] = [
  CERT_STATUS.ok,
  CERT_STATUS.pending,
  CERT_STATUS.none,
  CERT_STATUS.error,
];

/** The domain list's filters in the URL: `?name=shop&cert=[1,99]`; anything invalid is dropped. */
export const domainFilterEntries = {
  name: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))), undefined),
  cert: v.fallback(
    v.optional(v.pipe(v.array(v.picklist(CERT_STATUSES)), v.minLength(1))),
    undefined,
  ),
};

export interface DomainFilters extends Record<string, unknown> {
  name: string;
  cert: CertStatus[];
}

export const NO_DOMAIN_FILTERS: DomainFilters = { name: '', cert: [] };

export interface DomainFilterSearch {
  name?: string | undefined;
  cert?: CertStatus[] | undefined;
}

export const filtersFromSearch = (search: DomainFilterSearch): DomainFilters => ({
  name: search.name ?? '',
  cert: search.cert ?? [],
});

/** Empty filters stay out of the URL. */
export const searchFromFilters = ({ name, cert }: DomainFilters): DomainFilterSearch => ({
  name: name.trim() || undefined,
  cert: cert.length ? cert : undefined,
});

/** The list answers every domain of the publisher; the filters apply here. */
export function filterDomains(
  domains: readonly ProxyDomain[] | undefined,
  { name, cert }: DomainFilters,
): ProxyDomain[] | undefined {
  if (!domains) return undefined;
  const text = name.trim().toLowerCase();
  return domains.filter(
    (domain) =>
      (!text || domain.name.toLowerCase().includes(text)) &&
      (!cert.length || cert.includes(domain.certStatus)),
  );
}
