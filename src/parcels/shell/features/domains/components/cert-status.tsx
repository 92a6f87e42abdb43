import { StatusDot, useT, type Status } from '@publisher-platform/shared';
import type { CertStatus } from '../api/domains';

const STATUS: Record<CertStatus, { id: string; status: Status }> = {
  0: { id: 'shell.domains.cert.none', status: 'archived' },
  1: { id: 'shell.domains.cert.ok', status: 'active' },
  2: { id: 'shell.domains.cert.pending', status: 'pending' },
  99: { id: 'shell.domains.cert.error', status: 'declined' },
};

/** The certificate's state as a coloured dot and its name. */
export function CertStatusBadge({ status }: { status: CertStatus }) {
  const t = useT();
  const { id, status: tone } = STATUS[status] ?? STATUS[0];
  return <StatusDot status={tone} label={t(id)} />;
}
