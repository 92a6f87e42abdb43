import type { ChangeEvent } from 'react';
import { INPUT_CLASS } from '../../input';
import { cn } from '../../cn';
import { keepDayCharacters } from '../../../format/calendar';

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
