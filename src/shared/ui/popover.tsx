import { useId, useRef, type ReactNode } from 'react';
import { chunk } from '../parcel/chunk';
import { lazyPart } from './lazy-part';
import { useOpenState, useTrigger, type TriggerElement } from './trigger';

// Radix Popover (~23 KB gzip) loads on first open or when the pointer/focus reaches the trigger.
const loadPopoverImpl = chunk(() => import('./popover-impl'));
const preloadPopoverImpl = (): void => {
  loadPopoverImpl().catch(() => undefined);
};
const PopoverImpl = lazyPart(loadPopoverImpl, (m) => m.PopoverImpl);

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

export function Popover({ trigger, open, onOpenChange, defaultOpen, ...props }: PopoverProps) {
  const [isOpen, setOpen, mounted] = useOpenState(open, onOpenChange, defaultOpen);
  const contentId = useId();
  const anchor = useRef<HTMLElement | null>(null);
  const triggerElement = useTrigger(trigger, {
    open: isOpen,
    onClick: () => setOpen(!isOpen),
    preload: preloadPopoverImpl,
    controls: contentId,
    nodeRef: anchor,
  });
  return (
    <>
      {triggerElement}
      {mounted && (
        <PopoverImpl
          open={isOpen}
          onOpenChange={setOpen}
          anchor={anchor}
          contentId={contentId}
          {...props}
        />
      )}
    </>
  );
}
