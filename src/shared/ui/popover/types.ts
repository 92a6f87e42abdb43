import type { ReactNode, RefObject } from 'react';
import type { TriggerElement } from '../trigger';

export interface PopoverProps {
  /** Element that toggles the popover (rendered asChild, e.g. a Button). */
  trigger: TriggerElement;
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  /** Accessible name of the popover content (role="dialog"). */
  label?: string;
  className?: string;
}

/** What Popover passes its Radix implementation. */
export interface PopoverImplProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger element, rendered by the wrapper. */
  anchor: RefObject<HTMLElement | null>;
  contentId: string;
  children?: ReactNode;
  align?: 'start' | 'center' | 'end' | undefined;
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  sideOffset?: number | undefined;
  label?: string | undefined;
  className?: string | undefined;
}
