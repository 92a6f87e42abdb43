import { StatusDot, useT, type Status } from '@publisher-platform/shared';
import type { PaymentStatus } from '../../../lib/search';

const TONE: Record<PaymentStatus, Status> = {
  paid: 'active',
  pending: 'pending',
  declined: 'declined',
};

/** A payment's status as a coloured dot and its name. */
export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <StatusDot status={TONE[status]} label={t(`finance.payments.status.${status}`)} />;
}
