import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../i18n';
import { FOCUS_RING } from './focus-ring';
import { cn } from './cn';
import { FieldMessages, Label, useFieldIds } from './field';
import { ChevronDownIcon } from './icons';

// Radix Select (~29 KB gzip) is its own chunk; until it arrives a look-alike disabled trigger
// with the same label and value holds the place, so the layout does not jump.
const SelectImpl = lazy(() => import('./select-impl').then((m) => ({ default: m.SelectImpl })));

export const SELECT_TRIGGER_CLASS = `pp:flex pp:h-9 pp:w-full pp:min-w-0 pp:cursor-pointer pp:items-center pp:justify-between pp:gap-2 pp:rounded-md pp:border pp:border-input pp:bg-background pp:px-3 pp:text-start pp:text-base pp:md:text-sm pp:text-foreground ${FOCUS_RING} pp:disabled:cursor-not-allowed pp:disabled:opacity-50 pp:aria-invalid:border-destructive pp:aria-invalid:focus-visible:ring-destructive pp:data-placeholder:text-muted-foreground`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  options: readonly SelectOption[];
  /** "" shows the placeholder (Radix reserves the empty value for "nothing selected"). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onOpenChange?: (open: boolean) => void;
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Renders a hidden native select with this name, so the value is part of a form submission. */
  name?: string;
  id?: string;
  className?: string;
  triggerClassName?: string;
}

export interface SelectTriggerAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-label': string | undefined;
}

export function Select(props: SelectProps) {
  const { label, error, hint, id, required, className } = props;
  const t = useT();
  const { fieldId, errorId, hintId, ariaDescribedBy } = useFieldIds(id, { error, hint });
  const aria: SelectTriggerAria = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ariaDescribedBy,
    'aria-label': props['aria-label'],
  };
  const current = props.value ?? props.defaultValue;
  const selected = props.options.find((option) => option.value === current);

  const fallback = (
    <button
      type="button"
      disabled
      data-slot="select-trigger"
      data-placeholder={selected ? undefined : ''}
      className={cn(SELECT_TRIGGER_CLASS, props.triggerClassName)}
      {...aria}
    >
      <span className="pp:truncate">
        {selected?.label ?? props.placeholder ?? t('shared.select.placeholder')}
      </span>
      <ChevronDownIcon className="pp:opacity-60" />
    </button>
  );

  return (
    <div data-slot="select" className={cn('pp:flex pp:flex-col pp:gap-1.5', className)}>
      {label && (
        <Label htmlFor={fieldId} required={required}>
          {label}
        </Label>
      )}
      <Suspense fallback={fallback}>
        <SelectImpl {...props} triggerAria={aria} />
      </Suspense>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
