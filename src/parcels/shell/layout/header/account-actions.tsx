import { AppLink, ThemeSwitch, cn, paths, useT } from '@publisher-platform/shared';
import { LogOutIcon, SettingsIcon } from '../../ui/icons';
import { LanguageSwitcher } from './language-switcher';
import { ManagerAvatar } from './manager-avatar';
import { HEADER_ICON_CLASS, HEADER_TEXT_CLASS } from './styles';

/** Language, colour scheme, settings, log out and the manager: in the header from the tablet
 *  width, in the slide-over menu on phones (rendered in one place only). */
export function AccountActions({ layout }: { layout: 'header' | 'menu' }) {
  const t = useT();
  return (
    <div
      data-slot="account-actions"
      className={cn(
        'pp:flex pp:items-center pp:gap-1',
        // In the menu they sit in the drawer's footer, which draws the border and padding.
        layout === 'menu' && 'pp:flex-wrap pp:gap-2',
      )}
    >
      <LanguageSwitcher />
      <ThemeSwitch />
      <AppLink
        href={paths.settings}
        aria-label={t('shell.header.settings')}
        title={t('shell.header.settings')}
        className={HEADER_ICON_CLASS}
      >
        <SettingsIcon className="pp:size-5" />
      </AppLink>
      <AppLink href={paths.logout} className={HEADER_TEXT_CLASS}>
        <LogOutIcon />
        {t('shell.header.logout')}
      </AppLink>
      <ManagerAvatar />
    </div>
  );
}
