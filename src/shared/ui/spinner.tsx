import { cn } from './cn';

export interface SpinnerProps {
  /** Announced to screen readers (role="status"); without it the spinner is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-slot="spinner"
      className={cn('pp:size-4 pp:shrink-0 pp:animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth={3} opacity={0.25} />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
      />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" data-slot="spinner-status" className="pp:inline-flex pp:items-center">
      {svg}
      <span className="pp:sr-only">{label}</span>
    </span>
  );
}
