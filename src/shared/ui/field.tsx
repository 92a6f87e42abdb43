import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export interface LabelProps extends ComponentProps<'label'> {
  /** Adds a visual asterisk; the input itself carries `required` for assistive technology. */
  required?: boolean;
}

export function Label({ required, className, children, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn('pp:text-sm pp:font-medium pp:leading-none pp:text-foreground', className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="pp:ms-0.5 pp:text-destructive">
          *
        </span>
      )}
    </label>
  );
}

/** Ids of a field and its hint/error texts, and the aria-describedby that joins them. */
export function useFieldIds(
  id: string | undefined,
  {
    error,
    hint,
    describedBy,
  }: { error?: string | undefined; hint?: ReactNode; describedBy?: string | undefined },
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const ariaDescribedBy =
    [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { fieldId, errorId, hintId, ariaDescribedBy };
}

export interface FieldMessagesProps {
  error?: string | undefined;
  hint?: ReactNode;
  errorId: string;
  hintId: string;
}

export function FieldMessages({ error, hint, errorId, hintId }: FieldMessagesProps) {
  if (!error && !hint) return null;
  return (
    <div data-slot="field-messages" className="pp:flex pp:flex-col pp:gap-1">
      {hint && (
        <p id={hintId} data-slot="field-hint" className="pp:text-xs pp:text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="field-error" className="pp:text-xs pp:text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
