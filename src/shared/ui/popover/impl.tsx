// Radix Popover implementation (own chunk), see index.tsx. The trigger is rendered by the
// wrapper, so the popover anchors to it through a virtual ref and handles focus/outside clicks.
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useRef } from 'react';
import { getPortalContainer } from '../../dom/widget-root';
import { cn } from '../cn';
import type { PopoverImplProps } from './types';

export function PopoverImpl({
  open,
  onOpenChange,
  anchor,
  contentId,
  children,
  align = 'center',
  side = 'bottom',
  sideOffset = 4,
  label,
  className,
}: PopoverImplProps) {
  const interactedOutside = useRef(false);
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
      <PopoverPrimitive.Portal container={getPortalContainer()}>
        <PopoverPrimitive.Content
          id={contentId}
          data-slot="popover-content"
          aria-label={label}
          align={align}
          side={side}
          sideOffset={sideOffset}
          collisionPadding={8}
          onOpenAutoFocus={() => {
            interactedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            const target = event.target instanceof Node ? event.target : null;
            // A click on the trigger toggles the popover itself; dismissing here would reopen it.
            if (target && anchor.current?.contains(target)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
          }}
          className={cn(
            'pp:z-50 pp:max-w-(--radix-popover-content-available-width) pp:rounded-md pp:border pp:border-border pp:bg-popover pp:p-4 pp:text-popover-foreground pp:shadow-md pp:outline-none',
            className,
          )}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
