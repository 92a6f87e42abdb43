import {
  FOCUS_RING,
  AppLink,
  Skeleton,
  SKELETON_PULSE,
  SkeletonGroup,
  cn,
  getConfig,
  paths,
  useSession,
  useT,
} from '@publisher-platform/shared';
import { useCurrentPublisher } from '../features/profile/api/current-publisher';
import { MenuItemIcon } from '../ui/menu-item-icon';
import { STANDARD_ITEMS, buildMenu } from './menu-items';

export const isCurrentPath = (pathname: string, href: string) =>
  pathname === href ||
  pathname.startsWith(`${href}/`) ||
  (href === paths.dashboard && pathname.replace(/\/+$/, '') === paths.root);

/** The menu links; `compact` shows icons only (the names stay for assistive technology). */
export function NavList({ pathname, compact }: { pathname: string; compact: boolean }) {
  const t = useT();
  const session = useSession();
  const { isPending } = useCurrentPublisher();
  // Until the roles are known; a profile that failed to load leaves the ungated items.
  if (!session && isPending)
    return (
      <ul
        aria-busy="true"
        className={cn('pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-1 pp:p-2', SKELETON_PULSE)}
      >
        <SkeletonGroup>
          {STANDARD_ITEMS.map((item) => (
            <li key={item.id}>
              <Skeleton className="pp:h-9 pp:w-full" />
            </li>
          ))}
        </SkeletonGroup>
      </ul>
    );
  const items = buildMenu(getConfig().additionalPages, session?.customer.roles ?? []);
  return (
    <ul className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-1 pp:p-2" data-slot="nav-list">
      {items.map((item) => {
        const label = item.literal ? item.label : t(item.label);
        const current = isCurrentPath(pathname, item.href);
        return (
          <li key={item.id} data-menu-item={item.id}>
            <AppLink
              href={item.href}
              aria-current={current ? 'page' : undefined}
              title={compact ? label : undefined}
              className={cn(
                'pp:flex pp:h-9 pp:items-center pp:gap-3 pp:rounded-md pp:px-3 pp:text-sm pp:text-foreground pp:no-underline pp:hover:bg-muted',
                FOCUS_RING,
                compact && 'pp:justify-center pp:px-0',
                current && 'pp:bg-accent pp:font-semibold pp:text-accent-foreground',
              )}
            >
              <MenuItemIcon name={item.icon} className="pp:size-5" />
              <span className={cn('pp:truncate', compact && 'pp:sr-only')}>{label}</span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
