import { NOT_AVAILABLE, formatDateTime, useT } from '@publisher-platform/shared';
import type { Conversion } from '../api/conversions';

/** A declined or reversed conversion's reason: the code's name, then the advertiser's words. */
export function ReasonCell({ conversion }: { conversion: Conversion }) {
  const t = useT();
  const { reason } = conversion;
  if (!reason) return NOT_AVAILABLE;
  return (
    <span className="pp:flex pp:flex-col" data-slot="reason" data-reason={reason.code}>
      <span>{t(`reports.reason.${reason.code}`)}</span>
      {reason.text && <span className="pp:text-xs pp:text-muted-foreground">{reason.text}</span>}
    </span>
  );
}

/** An expected decision or payment time, in the publisher's timezone. */
export function ExpectedCell({ at, slot }: { at: string | null; slot: string }) {
  if (!at) return NOT_AVAILABLE;
  return (
    <time dateTime={at} data-slot={slot}>
      {formatDateTime(at)}
    </time>
  );
}
