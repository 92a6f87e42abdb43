import type { ComponentProps } from 'react';
import { variants } from './cn';
import { FOCUS_RING } from './focus-ring';
import { Spinner } from './spinner';

export const buttonVariants = variants(
  `pp:inline-flex pp:items-center pp:justify-center pp:gap-2 pp:whitespace-nowrap pp:rounded-md pp:font-medium pp:cursor-pointer pp:select-none pp:transition-colors ${FOCUS_RING} pp:disabled:cursor-not-allowed pp:disabled:opacity-50`,
  {
    variant: {
      default: 'pp:bg-primary pp:text-primary-foreground pp:hover:opacity-90',
      secondary:
        'pp:bg-muted pp:text-foreground pp:hover:bg-accent pp:hover:text-accent-foreground',
      outline:
        'pp:border pp:border-border pp:bg-background pp:text-foreground pp:hover:bg-accent pp:hover:text-accent-foreground',
      ghost:
        'pp:bg-transparent pp:text-foreground pp:hover:bg-accent pp:hover:text-accent-foreground',
      destructive: 'pp:bg-destructive pp:text-destructive-foreground pp:hover:opacity-90',
      link: 'pp:bg-transparent pp:text-link pp:underline-offset-4 pp:hover:underline',
    },
    size: {
      sm: 'pp:h-8 pp:px-3 pp:text-xs',
      md: 'pp:h-9 pp:px-4 pp:text-sm',
      lg: 'pp:h-11 pp:px-6 pp:text-base',
      icon: 'pp:size-9 pp:text-sm',
      // No height or padding: text-like buttons (the default of variant "link").
      inline: 'pp:text-sm',
    },
  },
  { variant: 'default', size: 'md' },
);

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'inline';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
}

export function Button({
  variant = 'default',
  size = variant === 'link' ? 'inline' : 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonVariants({ variant, size, className })}
      {...props}
    >
      {loading && <Spinner />}
      {loading && size === 'icon' ? null : children}
    </button>
  );
}
