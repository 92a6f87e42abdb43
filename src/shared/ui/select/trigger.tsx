import { useRef, type RefObject } from 'react';
import { FOCUS_RING } from '../focus-ring';
import { intentHandlers, opensOnPress } from '../look-alike';
import { cn } from '../cn';
import { ChevronDownIcon } from '../icons';
import type { SelectTriggerAria } from './types';

export const SELECT_TRIGGER_CLASS = `pp:flex pp:h-9 pp:w-full pp:min-w-0 pp:cursor-pointer pp:items-center pp:justify-between pp:gap-2 pp:rounded-md pp:border pp:border-input pp:bg-background pp:px-3 pp:text-start pp:text-base pp:md:text-sm pp:text-foreground ${FOCUS_RING} pp:disabled:cursor-not-allowed pp:disabled:opacity-50 pp:aria-invalid:border-destructive pp:aria-invalid:focus-visible:ring-destructive pp:data-placeholder:text-muted-foreground`;

// The keys that open a closed Radix Select.
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

interface PlainSelectTriggerProps {
  aria: SelectTriggerAria;
  /** The chosen option's label, or the placeholder. */
  text: string;
  placeholder: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
  className: string | undefined;
  /** The pointer or the focus reached it: the real select is about to be used. */
  onIntent: () => void;
  /** Asked to open, as Radix's trigger would be. */
  onOpen: () => void;
  /** Whether it has the focus, for the real trigger to take it over when it replaces this one. */
  focused: RefObject<boolean>;
}

/**
 * A closed select's trigger before Radix Select is mounted: the same element, role, name, state
 * and look as Radix's, opened the same ways (a mouse on press, touch and pen on click, a click
 * from the label, Enter, Space and the arrow keys).
 */
export function PlainSelectTrigger(props: PlainSelectTriggerProps) {
  const { onIntent, onOpen, focused } = props;
  // The pointer that pressed it last; a click without one (its label's) counts as touch.
  const pointerType = useRef('touch');
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-required={props.required || undefined}
      disabled={props.disabled}
      data-slot="select-trigger"
      data-state="closed"
      data-placeholder={props.placeholder ? '' : undefined}
      className={cn(SELECT_TRIGGER_CLASS, props.className)}
      {...props.aria}
      {...intentHandlers(onIntent, focused)}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
        if (!opensOnPress(event)) return;
        event.preventDefault();
        onOpen();
      }}
      onClick={() => {
        if (pointerType.current !== 'mouse') onOpen();
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span className="pp:truncate">{props.text}</span>
      <ChevronDownIcon className="pp:opacity-60" />
    </button>
  );
}
