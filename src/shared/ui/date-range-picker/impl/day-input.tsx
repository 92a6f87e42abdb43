import type { ChangeEvent } from 'react';
import { INPUT_CLASS } from '../../input';
import { cn } from '../../cn';

/**
 * Only digits and '-' reach the field ("YYYY-MM-DD"); anything else typed or pasted is dropped.
 * A digit typed right after "YYYY" or "YYYY-MM" gets its dash (phone keypads often have none):
 * "20261101" → "2026-11-01".
 */
export function keepDayCharacters(text: string): string {
  let kept = '';
  for (const char of text.replace(/[^\d-]/g, '')) {
    if (char !== '-' && /^\d{4}(-\d{2})?$/.test(kept)) kept += '-';
    kept += char;
  }
  return kept.slice(0, 10);
}

export interface DayInputProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string;
  onChange: (text: string) => void;
  onEnter: () => void;
}

export function DayInput({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
  onEnter,
}: DayInputProps) {
  return (
    <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-1">
      <label htmlFor={id} className="pp:text-xs pp:font-medium pp:text-muted-foreground">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="YYYY-MM-DD"
        maxLength={10}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-slot="date-range-input"
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(keepDayCharacters(event.target.value))
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
        className={cn(INPUT_CLASS, 'pp:tabular-nums')}
      />
    </div>
  );
}
