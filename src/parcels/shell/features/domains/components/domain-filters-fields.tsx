import { Checkbox, TextField, useT } from '@publisher-platform/shared';
import type { CertStatus } from '../api/domains';
import { CERT_STATUSES, type DomainFilters } from '../lib/domain-filters';

const CERT_LABEL: Record<CertStatus, string> = {
  0: 'shell.domains.cert.none',
  1: 'shell.domains.cert.ok',
  2: 'shell.domains.cert.pending',
  99: 'shell.domains.cert.error',
};

/** The fields of the domain filters drawer (they edit its draft). */
export function DomainFiltersFields({
  draft,
  change,
}: {
  draft: DomainFilters;
  change: (patch: Partial<DomainFilters>) => void;
}) {
  const t = useT();
  const toggle = (status: CertStatus, on: boolean) =>
    change({
      cert: on ? [...draft.cert, status] : draft.cert.filter((item) => item !== status),
    });
  return (
    <>
      <TextField
        label={t('shell.domains.filters.name')}
        value={draft.name}
        maxLength={255}
        onChange={(event) => change({ name: event.target.value })}
      />
      <fieldset className="pp:flex pp:flex-col pp:gap-2">
        <legend className="pp:mb-2 pp:text-sm pp:font-medium">
          {t('shell.domains.certificate')}
        </legend>
        {CERT_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(CERT_LABEL[status])}
            checked={draft.cert.includes(status)}
            onChange={(event) => toggle(status, event.target.checked)}
          />
        ))}
      </fieldset>
    </>
  );
}
