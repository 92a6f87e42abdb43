import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUS_RING, CloseIcon, cn, getConfig, useT } from '@publisher-platform/shared';
import { NavList } from './nav-list';

export interface SlideOverMenuProps {
  id: string;
  pathname: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the menu closes (the toggle). */
  returnFocus: () => HTMLElement | null;
  /** Phones: the account actions live here. */
  footer?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]';

/** The menu below the large breakpoint: a modal panel sliding in from the start edge. */
export function SlideOverMenu({
  id,
  pathname,
  open,
  onClose,
  returnFocus,
  footer,
}: SlideOverMenuProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[data-slot="menu-close"]')?.focus();
    else if (wasOpen.current) returnFocus()?.focus();
    wasOpen.current = open;
  }, [open, returnFocus]);

  // Escape closes; Tab stays inside the open panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside a popover opened from the menu (portalled elsewhere) are the popover's.
    if (!(event.target instanceof Node) || !panel.current?.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          data-slot="menu-overlay"
          onClick={onClose}
          className="pp:fixed pp:inset-0 pp:z-40 pp:bg-overlay"
        />
      )}
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.nav.label')}
        data-slot="slide-over-menu"
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
        className={cn(
          'pp:fixed pp:inset-y-0 pp:start-0 pp:z-50 pp:flex pp:w-sidebar pp:max-w-[85vw] pp:flex-col pp:overflow-y-auto pp:border-e pp:border-border pp:bg-card pp:text-card-foreground pp:shadow-xl pp:duration-200 pp:motion-reduce:transition-none',
          // Visible at once when opening (so focus can move in); hidden after the slide out.
          open
            ? 'pp:visible pp:translate-x-0 pp:transition-[translate]'
            : 'pp:invisible pp:-translate-x-full pp:transition-[translate,visibility]',
        )}
      >
        <div className="pp:flex pp:h-14 pp:shrink-0 pp:items-center pp:justify-between pp:gap-2 pp:border-b pp:border-border pp:px-3">
          <span className="pp:truncate pp:font-semibold">{getConfig().title}</span>
          <button
            type="button"
            data-slot="menu-close"
            aria-label={t('shell.nav.close')}
            onClick={onClose}
            className={cn(
              'pp:inline-flex pp:size-9 pp:cursor-pointer pp:items-center pp:justify-center pp:rounded-md pp:hover:bg-muted',
              FOCUS_RING,
            )}
          >
            <CloseIcon className="pp:size-5" />
          </button>
        </div>
        <nav aria-label={t('shell.nav.label')} className="pp:flex-1">
          <NavList pathname={pathname} compact={false} />
        </nav>
        {footer}
      </div>
    </>
  );
}
