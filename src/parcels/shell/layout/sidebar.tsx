import { FOCUS_RING, cn, useT } from '@publisher-platform/shared';
import { PanelLeftIcon } from '../ui/icons';
import { NavList } from './nav-list';

export interface SidebarProps {
  pathname: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The desktop sidebar (large breakpoint and up): 227 px, or an icon rail when collapsed. */
export function Sidebar({ pathname, collapsed, onToggleCollapsed }: SidebarProps) {
  const t = useT();
  return (
    <aside
      data-slot="sidebar"
      data-collapsed={collapsed || undefined}
      className={cn(
        'pp:flex pp:shrink-0 pp:flex-col pp:border-e pp:border-border pp:bg-card pp:text-card-foreground',
        collapsed ? 'pp:w-16' : 'pp:w-sidebar',
      )}
    >
      <nav aria-label={t('shell.nav.label')} className="pp:flex-1">
        <NavList pathname={pathname} compact={collapsed} />
      </nav>
      <div className="pp:border-t pp:border-border pp:p-2">
        <button
          type="button"
          data-slot="sidebar-collapse"
          onClick={onToggleCollapsed}
          className={cn(
            'pp:flex pp:h-9 pp:w-full pp:cursor-pointer pp:items-center pp:gap-3 pp:rounded-md pp:px-3 pp:text-sm pp:text-muted-foreground pp:hover:bg-muted',
            FOCUS_RING,
            collapsed && 'pp:justify-center pp:px-0',
          )}
        >
          <PanelLeftIcon className="pp:size-5" />
          <span className={cn(collapsed && 'pp:sr-only')}>
            {t(collapsed ? 'shell.nav.expand' : 'shell.nav.collapse')}
          </span>
        </button>
      </div>
    </aside>
  );
}
