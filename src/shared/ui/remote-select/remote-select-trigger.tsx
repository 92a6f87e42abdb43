import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { ChevronDownIcon } from '../icons';
import { SELECT_TRIGGER_CLASS } from '../select/trigger';

export interface RemoteSelectTriggerProps extends ComponentProps<'button'> {
  text: string;
  placeholder: boolean;
}

/** The closed select: the chosen value (or the placeholder) and a chevron. */
export function RemoteSelectTrigger({
  text,
  placeholder,
  className,
  ...props
}: RemoteSelectTriggerProps) {
  return (
    <button
      type="button"
      role="combobox"
      data-slot="remote-select-trigger"
      data-placeholder={placeholder ? '' : undefined}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      {...props}
    >
      <span className="pp:truncate">{text}</span>
      <ChevronDownIcon className="pp:shrink-0 pp:opacity-60" />
    </button>
  );
}
