import { cn } from '../cn';
import type { StatusDotProps } from '../status-dot';

const COLOUR = {
  pending: 'pp:bg-(--pp-status-pending)',
  active: 'pp:bg-(--pp-status-active)',
  inReview: 'pp:bg-(--pp-status-review)',
  archived: 'pp:bg-(--pp-status-archived)',
  declined: 'pp:bg-(--pp-status-declined)',
  test: 'pp:bg-(--pp-status-test)',
} as const;

export function StatusDotImpl({ status, label, className }: StatusDotProps) {
  return (
    <span
      data-slot="status-dot"
      data-status={status}
      className={cn('pp:inline-flex pp:items-center pp:gap-2 pp:text-sm', className)}
    >
      <span
        aria-hidden="true"
        className={cn('pp:size-2 pp:shrink-0 pp:rounded-full', COLOUR[status])}
      />
      {label}
    </span>
  );
}
