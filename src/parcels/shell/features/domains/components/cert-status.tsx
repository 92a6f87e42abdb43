import { cn, useT } from '@publisher-platform/shared';
import type { CertStatus } from '../api/domains';

const STATUS: Record<CertStatus, { id: string; dot: string }> = {
  0: { id: 'shell.domains.cert.none', dot: 'pp:bg-muted-foreground' },
  1: { id: 'shell.domains.cert.ok', dot: 'pp:bg-success' },
  2: { id: 'shell.domains.cert.pending', dot: 'pp:bg-primary' },
  99: { id: 'shell.domains.cert.error', dot: 'pp:bg-destructive' },
};

/** The certificate's state as a coloured dot and its name. */
export function CertStatusBadge({ status }: { status: CertStatus }) {
  const t = useT();
  const { id, dot } = STATUS[status] ?? STATUS[0];
  return (
    <span
      data-slot="cert-status"
      data-status={status}
      className="pp:inline-flex pp:items-center pp:gap-2 pp:text-sm"
    >
      <span aria-hidden="true" className={cn('pp:size-2 pp:shrink-0 pp:rounded-full', dot)} />
      {t(id)}
    </span>
  );
}
