import {
  AppLink,
  FOCUS_RING,
  buildPath,
  cn,
  paths,
  useSession,
  useT,
} from '@publisher-platform/shared';

export const CONTACTS_HREF = buildPath(paths.support, {}, { tab: 'contacts' });

/** The personal manager's avatar (their initial): leads to the support page's contacts tab,
 *  where the manager's mail, Telegram, Skype and Teams links are. */
export function ManagerAvatar({ className }: { className?: string }) {
  const t = useT();
  const manager = useSession()?.manager;
  if (!manager) return null;
  const label = t('shell.manager.avatar', { name: manager.firstName });
  return (
    <AppLink
      href={CONTACTS_HREF}
      data-slot="manager-avatar"
      aria-label={label}
      title={label}
      className={cn(
        'pp:flex pp:size-9 pp:shrink-0 pp:cursor-pointer pp:items-center pp:justify-center pp:rounded-full pp:bg-primary pp:text-sm pp:font-semibold pp:text-primary-foreground pp:no-underline',
        FOCUS_RING,
        className,
      )}
    >
      <span aria-hidden="true">{manager.firstName.slice(0, 1).toUpperCase()}</span>
    </AppLink>
  );
}
