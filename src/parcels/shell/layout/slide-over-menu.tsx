import type { ReactNode } from 'react';
import { Drawer, getConfig, useT } from '@publisher-platform/shared';
import { NavList } from './nav-list';

export interface SlideOverMenuProps {
  /** The panel's id (the header's menu toggle controls it). */
  id: string;
  pathname: string;
  open: boolean;
  onClose: () => void;
  /** Phones: the account actions live here. */
  footer?: ReactNode;
}

/**
 * The menu below the large breakpoint: the kit's drawer from the start edge, as wide as the
 * sidebar. It traps focus, closes with Escape or its close button, and gives focus back to the
 * toggle that opened it.
 */
export function SlideOverMenu({ id, pathname, open, onClose, footer }: SlideOverMenuProps) {
  const t = useT();
  return (
    <Drawer
      id={id}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      side="start"
      size="sidebar"
      title={<span className="pp:block pp:truncate">{getConfig().title}</span>}
      label={t('shell.nav.label')}
      closeLabel={t('shell.nav.close')}
      footer={footer}
    >
      <nav aria-label={t('shell.nav.label')} data-slot="slide-over-menu">
        <NavList pathname={pathname} compact={false} />
      </nav>
    </Drawer>
  );
}
