// Sidebar items in their fixed order; extra pages from the host config are inserted after the
// standard item their placement names (1–11), or appended.
import { buildPath, paths, type AdditionalPage } from '@publisher-platform/shared';

export interface MenuItem {
  id: string;
  href: string;
  /** message id, or the literal title for host pages */
  label: string;
  literal?: boolean;
  icon: string;
  role?: string;
}

export const STANDARD_ITEMS: readonly MenuItem[] = [
  {
    id: 'dashboard',
    href: paths.dashboard,
    label: 'shell.nav.dashboard',
    icon: 'dashboard',
  },
  {
    id: 'smartlinks',
    href: paths.smartlinks,
    label: 'shell.nav.smartlinks',
    icon: 'link',
    role: 'ROLE_SMARTLINKS',
  },
  { id: 'offers', href: paths.offers, label: 'shell.nav.offers', icon: 'tag' },
  { id: 'reports', href: paths.reports, label: 'shell.nav.reports', icon: 'chart' },
  {
    id: 'conversions',
    href: paths.conversions,
    label: 'shell.nav.conversions',
    icon: 'exchange',
  },
  { id: 'balance', href: paths.balance, label: 'shell.nav.balance', icon: 'wallet' },
  { id: 'payments', href: paths.payments, label: 'shell.nav.payments', icon: 'card' },
  { id: 'domains', href: paths.domains, label: 'shell.nav.domains', icon: 'globe' },
  { id: 'news', href: paths.news, label: 'shell.nav.news', icon: 'news' },
  { id: 'support', href: paths.support, label: 'shell.nav.support', icon: 'support' },
  { id: 'settings', href: paths.settings, label: 'shell.nav.settings', icon: 'settings' },
];

export function buildMenu(pages: readonly AdditionalPage[], roles: readonly string[]): MenuItem[] {
  const slots: MenuItem[][] = STANDARD_ITEMS.map((item) => [item]);
  const appended: MenuItem[] = [];
  for (const page of pages) {
    const item: MenuItem = {
      id: `page-${page.id}`,
      href: buildPath(paths.additionalPage, { id: page.id }),
      label: page.menuTitle,
      literal: true,
      icon: page.icon,
    };
    const placement = page.placement ?? 0;
    if (placement >= 1 && placement <= STANDARD_ITEMS.length) slots[placement - 1]?.push(item);
    else appended.push(item);
  }
  return [...slots.flat(), ...appended].filter((item) => !item.role || roles.includes(item.role));
}
