import { AppLink, cn, getConfig, useT } from '@publisher-platform/shared';
import { buildMenu } from './menu-items';

export function Sidebar({ pathname, roles }: { pathname: string; roles: readonly string[] }) {
  const t = useT();
  const items = buildMenu(getConfig().additionalPages, roles);
  const isCurrent = (href: string) =>
    pathname === href ||
    pathname.startsWith(`${href}/`) ||
    (href === '/publisher/dashboard' && /^\/publisher\/?$/.test(pathname));
  return (
    <nav
      aria-label={t('shell.nav.label')}
      data-slot="sidebar"
      className="pp:flex pp:w-full pp:shrink-0 pp:flex-col pp:border-b pp:border-border pp:bg-card pp:lg:w-sidebar pp:lg:border-r pp:lg:border-b-0"
    >
      <ul className="pp:m-0 pp:flex pp:list-none pp:flex-row pp:flex-wrap pp:gap-1 pp:p-2 pp:lg:flex-col">
        {items.map((item) => (
          <li key={item.id}>
            <AppLink
              href={item.href}
              aria-current={isCurrent(item.href) ? 'page' : undefined}
              className={cn(
                'pp:block pp:rounded-md pp:px-3 pp:py-2 pp:text-sm pp:text-foreground pp:no-underline pp:hover:bg-muted',
                isCurrent(item.href) && 'pp:bg-accent pp:font-semibold pp:text-accent-foreground',
              )}
            >
              {item.literal ? item.label : t(item.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
