import { useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../i18n';
import { FOCUS_RING } from './focus-ring';
import { cn } from './cn';
import { FieldMessages, Label, useFieldIds } from './field';

// text-base below md keeps iOS Safari from zooming into a focused field.
export const INPUT_CLASS = `pp:flex pp:h-9 pp:w-full pp:min-w-0 pp:rounded-md pp:border pp:border-input pp:bg-background pp:px-3 pp:py-1 pp:text-base pp:md:text-sm pp:text-foreground pp:placeholder:text-muted-foreground ${FOCUS_RING} pp:disabled:cursor-not-allowed pp:disabled:opacity-50 pp:aria-invalid:border-destructive pp:aria-invalid:focus-visible:ring-destructive`;

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} data-slot="input" className={cn(INPUT_CLASS, className)} {...props} />;
}

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: ReactNode;
  id?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows "length/maxLength" under the field (needs `maxLength`). */
  showCounter?: boolean;
  containerClassName?: string;
}

export function TextField({
  label,
  id,
  error,
  hint,
  showCounter = false,
  containerClassName,
  maxLength,
  required,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const t = useT();
  const { fieldId, errorId, hintId, ariaDescribedBy } = useFieldIds(id, {
    error,
    hint,
    describedBy,
  });
  const controlled = props.value !== undefined;
  const [typed, setTyped] = useState(() => String(props.defaultValue ?? '').length);
  const length = controlled ? String(props.value ?? '').length : typed;
  const counter = showCounter && maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setTyped(event.target.value.length);
    onChange?.(event);
  };

  return (
    <div
      data-slot="text-field"
      className={cn('pp:flex pp:flex-col pp:gap-1.5', containerClassName)}
    >
      <Label htmlFor={fieldId} required={required}>
        {label}
      </Label>
      <Input
        id={fieldId}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ariaDescribedBy}
        onChange={handleChange}
        {...props}
      />
      {(error || hint || counter) && (
        <div className="pp:flex pp:items-start pp:justify-between pp:gap-2">
          <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
          {counter && (
            <p
              data-slot="field-counter"
              aria-live="polite"
              className="pp:ms-auto pp:shrink-0 pp:text-xs pp:tabular-nums pp:text-muted-foreground"
            >
              <span aria-hidden="true">{`${length}/${maxLength}`}</span>
              <span className="pp:sr-only">
                {t('shared.field.counter', { count: length, max: maxLength })}
              </span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export interface CheckboxProps extends Omit<InputProps, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
}

export function Checkbox({
  label,
  id,
  error,
  hint,
  containerClassName,
  className,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const { fieldId, errorId, hintId, ariaDescribedBy } = useFieldIds(id, {
    error,
    hint,
    describedBy,
  });
  return (
    <div
      data-slot="checkbox-field"
      className={cn('pp:flex pp:flex-col pp:gap-1', containerClassName)}
    >
      <div className="pp:flex pp:items-center pp:gap-2">
        <input
          type="checkbox"
          id={fieldId}
          data-slot="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ariaDescribedBy}
          className={cn(
            'pp:size-4 pp:shrink-0 pp:cursor-pointer pp:accent-primary pp:rounded-sm pp:focus-visible:outline-2 pp:focus-visible:outline-offset-2 pp:focus-visible:outline-ring pp:disabled:cursor-not-allowed pp:disabled:opacity-50',
            className,
          )}
          {...props}
        />
        <label
          htmlFor={fieldId}
          data-slot="label"
          className="pp:cursor-pointer pp:text-sm pp:text-foreground"
        >
          {label}
        </label>
      </div>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
