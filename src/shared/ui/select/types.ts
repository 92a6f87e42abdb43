import type { ReactNode } from 'react';

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

/** The trigger's id and ARIA state, the same on the look-alike trigger and on Radix's. */
export interface SelectTriggerAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-label': string | undefined;
}
