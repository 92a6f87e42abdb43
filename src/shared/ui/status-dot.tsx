import type { ReactNode } from 'react';
import { lazyUiPart } from './lazy-ui';

/** Pending orange, active green, in review blue, archived grey, declined red, test cyan. */
export type Status = 'pending' | 'active' | 'inReview' | 'archived' | 'declined' | 'test';

export interface StatusDotProps {
  status: Status;
  /** The status in words: always shown, so the colour is never the only thing that tells it. */
  label: ReactNode;
  className?: string;
}

/** A coloured dot and the status's name. */
export const StatusDot = lazyUiPart<StatusDotProps>(
  (ui) => ui.StatusDotImpl,
  (props: StatusDotProps) => <span className={props.className}>{props.label}</span>,
);
