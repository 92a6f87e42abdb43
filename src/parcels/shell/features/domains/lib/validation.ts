// Domain rules, as the server checks them: a subdomain is required; the domain name is a host with
// at least 3 labels (track.example.com) and an alphabetic top-level domain.
import { holds, notBlank, rule, type FormRules } from '@publisher-platform/shared';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function isDomainName(value: string): boolean {
  const name = value.trim().replace(/\.$/, '');
  const labels = name.split('.');
  return (
    name.length <= 253 &&
    labels.length >= 3 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[a-z]{2,63}$/i.test(labels[labels.length - 1] ?? '')
  );
}

export interface DomainValues extends Record<string, unknown> {
  name: string;
  subdomain: string;
}

export const domainRules: FormRules<DomainValues> = {
  name: rule(holds(isDomainName, 'shell.domains.errors.name')),
  subdomain: rule(notBlank('shell.domains.errors.subdomain')),
};

/** The first label of a domain name: the subdomain suggested while the publisher types. */
export const suggestSubdomain = (name: string): string => name.trim().split('.')[0] ?? '';
