import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export type SkeletonProps = ComponentProps<'div'>;

const InGroup = createContext(false);

/**
 * The class that makes an element pulse, for the element around a `SkeletonGroup`. Every animated
 * element is restyled on every frame, so a table's hundred placeholders pulsing one by one cost a
 * slow phone over 100 ms of restyle; pulsing their row or list instead looks the same.
 */
export const SKELETON_PULSE = 'pp:animate-pulse';

/** Skeletons inside do not pulse on their own: an element around them has `SKELETON_PULSE`. */
export function SkeletonGroup({ children }: { children: ReactNode }) {
  return <InGroup.Provider value>{children}</InGroup.Provider>;
}

/** A pulsing placeholder block; size it with className (e.g. `pp:h-4 pp:w-24`). */
export function Skeleton({ className, ...props }: SkeletonProps) {
  const inGroup = useContext(InGroup);
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(!inGroup && SKELETON_PULSE, 'pp:rounded-md pp:bg-muted', className)}
      {...props}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Placeholder paragraph: full-width lines, the last one shorter. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton-text"
      className={cn('pp:flex pp:flex-col pp:gap-2', SKELETON_PULSE, className)}
    >
      <SkeletonGroup>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton
            key={index}
            className={index === lines - 1 && lines > 1 ? 'pp:h-4 pp:w-3/5' : 'pp:h-4 pp:w-full'}
          />
        ))}
      </SkeletonGroup>
    </div>
  );
}
