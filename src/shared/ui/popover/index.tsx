import { useId, useRef } from 'react';
import { chunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { useOpenState, useTrigger } from '../trigger';
import type { PopoverProps } from './types';

export type { PopoverProps } from './types';

// Radix Popover (~23 KB gzip) loads on first open or when the pointer/focus reaches the trigger.
const loadPopoverImpl = chunk(() => import('./impl'));
const preloadPopoverImpl = (): void => {
  loadPopoverImpl().catch(() => undefined);
};
const PopoverImpl = lazyPart(loadPopoverImpl, (m) => m.PopoverImpl);

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
