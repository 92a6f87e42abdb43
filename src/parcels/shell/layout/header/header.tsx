import { AppLink, getConfig, paths, useT } from '@publisher-platform/shared';
import { MenuIcon } from '../../ui/icons';
import { AccountActions } from './account-actions';
import { BalanceWidget } from './balance-widget';
import { CompetitionLabel } from './competition-label';
import { NewsPopover } from './news-popover';
import { NotificationBell } from './notification-bell';
import { HEADER_ICON_CLASS } from './styles';

export interface HeaderProps {
  /** Below the large breakpoint the menu is a slide-over, opened from here. */
  menu: { open: boolean; onOpen: () => void; controls: string } | null;
  /** Phones keep the account actions in the slide-over instead. */
  withAccountActions: boolean;
}

export function Header({ menu, withAccountActions }: HeaderProps) {
  const t = useT();
  return (
    <header
      data-slot="header"
      className="pp:flex pp:h-14 pp:items-center pp:gap-1 pp:border-b pp:border-border pp:bg-card pp:px-2 pp:text-card-foreground pp:md:gap-2 pp:md:px-4"
    >
      {menu && (
        <button
          type="button"
          data-slot="menu-toggle"
          aria-label={t('shell.nav.open')}
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          onClick={menu.onOpen}
          className={HEADER_ICON_CLASS}
        >
          <MenuIcon className="pp:size-5" />
        </button>
      )}
      <AppLink
        href={paths.dashboard}
        className="pp:hidden pp:min-w-0 pp:truncate pp:font-semibold pp:text-foreground pp:no-underline pp:sm:block"
      >
        {getConfig().title}
      </AppLink>
      <div className="pp:ms-auto pp:flex pp:min-w-0 pp:items-center pp:gap-1">
        <span className="pp:hidden pp:lg:flex">
          <CompetitionLabel />
        </span>
        <BalanceWidget />
        <NotificationBell />
        <NewsPopover />
        {withAccountActions && <AccountActions layout="header" />}
      </div>
    </header>
  );
}
