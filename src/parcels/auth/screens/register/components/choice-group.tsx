import { useId } from 'react';
import { Checkbox, type SelectOption } from '@publisher-platform/shared';

export interface ChoiceGroupProps {
  legend: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

/** A multiple-choice select (custom field type 2 with `multiple`) as a group of checkboxes. */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  required,
  disabled,
  error,
}: ChoiceGroupProps) {
  const id = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(
      on
        ? options.map((o) => o.value).filter((v) => v === option || value.includes(v))
        : value.filter((v) => v !== option),
    );
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="pp:m-0 pp:flex pp:min-w-0 pp:flex-col pp:gap-2 pp:border-0 pp:p-0"
    >
      <legend className="pp:mb-1.5 pp:p-0 pp:text-sm pp:font-medium pp:leading-none pp:text-foreground">
        {legend}
        {required && (
          <span aria-hidden="true" className="pp:ms-0.5 pp:text-destructive">
            *
          </span>
        )}
      </legend>
      <div className="pp:flex pp:flex-wrap pp:gap-x-4 pp:gap-y-2">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p
          id={`${id}-error`}
          data-slot="field-error"
          className="pp:m-0 pp:text-xs pp:text-destructive"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
