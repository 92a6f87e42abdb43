// Radix Dialog implementation of Dialog and Drawer: loaded lazily (own chunk), see index.tsx.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { getPortalContainer } from '../../dom/widget-root';
import { useT } from '../../i18n';
import { Button } from '../button';
import { cn } from '../cn';
import { CloseIcon } from '../icons';
import type { SheetImplProps } from './types';

// Radix returns focus only to its own Dialog.Trigger; our triggers are plain elements (and many
// dialogs are opened from elsewhere), so focus goes back to whatever had it when the dialog opened.
function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
    },
  };
}

function Sheet({
  slot,
  open,
  onOpenChange,
  contentId,
  title,
  label,
  closeLabel,
  description,
  footer,
  children,
  className,
  flush = false,
}: SheetImplProps & { slot: 'dialog' | 'drawer'; flush?: boolean }) {
  const t = useT();
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={getPortalContainer()}>
        <DialogPrimitive.Overlay
          data-slot={`${slot}-overlay`}
          className="pp:fixed pp:inset-0 pp:z-50 pp:bg-overlay"
        />
        <DialogPrimitive.Content
          id={contentId}
          // A label replaces the title as the name (aria-labelledby would win over it).
          {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
          data-slot={`${slot}-content`}
          className={cn(
            'pp:fixed pp:z-50 pp:flex pp:flex-col pp:bg-background pp:text-foreground pp:shadow-xl pp:outline-none',
            className,
          )}
          {...returnFocus}
        >
          <div
            data-slot={`${slot}-header`}
            className="pp:flex pp:items-start pp:gap-4 pp:border-b pp:border-border pp:px-4 pp:py-3 pp:md:px-6 pp:md:py-4"
          >
            <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-1 pp:pt-1.5">
              <DialogPrimitive.Title
                data-slot={`${slot}-title`}
                className="pp:text-lg pp:font-semibold pp:leading-tight"
              >
                {title}
              </DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description
                  data-slot={`${slot}-description`}
                  className="pp:text-sm pp:text-muted-foreground"
                >
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={closeLabel ?? t('shared.close')}
                data-slot={`${slot}-close`}
              >
                <CloseIcon className="pp:size-5" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div
            data-slot={`${slot}-body`}
            className={cn(
              'pp:min-h-0 pp:flex-1 pp:overflow-y-auto pp:overscroll-contain',
              !flush && 'pp:px-4 pp:py-4 pp:md:px-6',
            )}
          >
            {children}
          </div>
          {footer && (
            <div
              data-slot={`${slot}-footer`}
              className="pp:flex pp:flex-col-reverse pp:gap-2 pp:border-t pp:border-border pp:px-4 pp:py-3 pp:md:flex-row pp:md:justify-end pp:md:px-6 pp:md:py-4"
            >
              {footer}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const DIALOG_WIDTH = { default: 'pp:md:max-w-[940px]', sm: 'pp:md:max-w-[480px]' };

export function DialogImpl({
  size = 'default',
  className,
  ...props
}: SheetImplProps & { size?: keyof typeof DIALOG_WIDTH | undefined }) {
  return (
    <Sheet
      slot="dialog"
      className={cn(
        // Dialogs are 940 px wide by default and full width on small screens.
        'pp:inset-x-0 pp:top-1/2 pp:-translate-y-1/2 pp:max-h-screen pp:w-full pp:md:left-1/2 pp:md:right-auto pp:md:-translate-x-1/2 pp:md:w-[calc(100%-4rem)] pp:md:max-h-[calc(100vh-4rem)] pp:md:rounded-lg pp:md:border pp:md:border-border',
        DIALOG_WIDTH[size],
        className,
      )}
      {...props}
    />
  );
}

// Drawers are full width on phones; detail drawers take half the width from md up. The sidebar
// size is a menu: as wide as the desktop sidebar, its items bring their own padding.
const DRAWER_WIDTH = {
  default: 'pp:w-full pp:md:w-[420px]',
  half: 'pp:w-full pp:md:w-1/2',
  sidebar: 'pp:w-sidebar pp:max-w-[85vw]',
};
const DRAWER_SIDE = {
  start: 'pp:left-0 pp:border-r',
  end: 'pp:right-0 pp:border-l',
};

export function DrawerImpl({
  size = 'default',
  side = 'end',
  className,
  ...props
}: SheetImplProps & {
  size?: keyof typeof DRAWER_WIDTH | undefined;
  side?: keyof typeof DRAWER_SIDE | undefined;
}) {
  return (
    <Sheet
      slot="drawer"
      flush={size === 'sidebar'}
      className={cn(
        'pp:inset-y-0 pp:h-full pp:border-border',
        DRAWER_SIDE[side],
        DRAWER_WIDTH[size],
        className,
      )}
      {...props}
    />
  );
}
