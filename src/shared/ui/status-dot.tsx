import type { ReactNode } from 'react';
import { cn } from './cn';

/** Pending orange, active green, in review blue, archived grey, declined red, test cyan. */
export type Status = 'pending' | 'active' | 'inReview' | 'archived' | 'declined' | 'test';

export interface StatusDotProps {
  status: Status;
  /** The status in words: always shown, so the colour is never the only thing that tells it. */
  label: ReactNode;
  className?: string;
}

const COLOUR = {
  pending: 'pp:bg-(--pp-status-pending)',
  active: 'pp:bg-(--pp-status-active)',
  inReview: 'pp:bg-(--pp-status-review)',
  archived: 'pp:bg-(--pp-status-archived)',
  declined: 'pp:bg-(--pp-status-declined)',
  test: 'pp:bg-(--pp-status-test)',
} as const;

/** A coloured dot and the status's name. */
export function StatusDot({ status, label, className }: StatusDotProps) {
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
