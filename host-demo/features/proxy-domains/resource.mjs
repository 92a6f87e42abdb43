// @ts-check
/** Proxy (tracking) domains: rules and rows → the ProxyDomain resource. */
import { CERT_STATUS } from '../../lib/contract-enums.mjs';
import { Violations, text } from '../../lib/validation.mjs';

/** Validation state of the certificate (the contract's CertStatus). */
export { CERT_STATUS };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const DOMAIN_MESSAGE = 'Please, input correct domain name, e.g. track.example.com';
export const DUPLICATE_MESSAGE = 'This domain is already added.';

/**
 * A host name with at least 3 labels and an alphabetic top-level domain.
 * @param {string} name  lower case
 */
export function isProxyDomainName(name) {
  const labels = name.split('.');
  return (
    name.length <= 253 &&
    labels.length >= 3 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[a-z]{2,63}$/.test(labels[labels.length - 1] ?? '')
  );
}

/**
 * Checks the merged fields of a new or patched domain; throws 422.
 * @param {{ name?: unknown, subdomain?: unknown }} input
 */
export function checkProxyDomain(input) {
  const violations = new Violations();
  const name = text(input.name).trim().toLowerCase().replace(/\.$/, '');
  const subdomain = text(input.subdomain).trim();
  if (!isProxyDomainName(name)) violations.add('name', DOMAIN_MESSAGE);
  if (subdomain === '') violations.add('subdomain', 'Subdomain is required');
  else if (subdomain.length > 255) {
    violations.add('subdomain', 'This value is too long. It should have 255 characters or less.');
  }
  violations.throwIfAny();
  return { name, subdomain };
}

/** @param {import('../../lib/db.mjs').Row} row */
export function proxyDomainResource(row) {
  return {
    '@id': `/publisher/api/proxy_domains/${row.id}`,
    id: Number(row.id),
    name: String(row.name),
    subdomain: String(row.subdomain),
    certStatus: Number(row.cert_status),
  };
}
