// Sidebar items in the spec's order; extra pages from the host config are inserted after the
// standard item their placement names (1–11), or appended.
import type { AdditionalPage } from '@publisher-platform/shared';

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
    href: '/publisher/dashboard',
    label: 'shell.nav.dashboard',
    icon: 'dashboard',
  },
  {
    id: 'smartlinks',
    href: '/publisher/smartlinks',
    label: 'shell.nav.smartlinks',
    icon: 'link',
    role: 'ROLE_SMARTLINKS',
  },
  { id: 'offers', href: '/publisher/offers', label: 'shell.nav.offers', icon: 'tag' },
  { id: 'reports', href: '/publisher/reports', label: 'shell.nav.reports', icon: 'chart' },
  {
    id: 'conversions',
    href: '/publisher/conversions',
    label: 'shell.nav.conversions',
    icon: 'exchange',
  },
  { id: 'balance', href: '/publisher/balance', label: 'shell.nav.balance', icon: 'wallet' },
  { id: 'payments', href: '/publisher/payments', label: 'shell.nav.payments', icon: 'card' },
  { id: 'domains', href: '/publisher/domains', label: 'shell.nav.domains', icon: 'globe' },
  { id: 'news', href: '/publisher/news', label: 'shell.nav.news', icon: 'news' },
  { id: 'support', href: '/publisher/support', label: 'shell.nav.support', icon: 'support' },
  { id: 'settings', href: '/publisher/settings', label: 'shell.nav.settings', icon: 'settings' },
];

export function buildMenu(pages: readonly AdditionalPage[], roles: readonly string[]): MenuItem[] {
  const slots: MenuItem[][] = STANDARD_ITEMS.map((item) => [item]);
  const appended: MenuItem[] = [];
  for (const page of pages) {
    const item: MenuItem = {
      id: `page-${page.id}`,
      href: `/publisher/additional_pages/${page.id}`,
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
