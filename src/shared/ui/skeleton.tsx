import type { ComponentProps } from 'react';
import { cn } from './cn';

export type SkeletonProps = ComponentProps<'div'>;

/** A pulsing placeholder block; size it with className (e.g. `pp:h-4 pp:w-24`). */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('pp:animate-pulse pp:rounded-md pp:bg-muted', className)}
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
      className={cn('pp:flex pp:flex-col pp:gap-2', className)}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          className={index === lines - 1 && lines > 1 ? 'pp:h-4 pp:w-3/5' : 'pp:h-4 pp:w-full'}
        />
      ))}
    </div>
  );
}
