import { AppLink, buildPath, paths, useT } from '@publisher-platform/shared';
import { useUnseenNotifications } from '../../features/notifications/api/unseen-notifications';
import { BellIcon } from '../../ui/icons';
import { BADGE_CLASS, HEADER_ICON_CLASS } from './styles';

export const NOTIFICATIONS_HREF = buildPath(paths.support, {}, { tab: 'notifications' });

/** Unread notifications (0 when they cannot be counted); leads to the support page's
 *  notifications tab. */
export function NotificationBell() {
  const t = useT();
  const { data, isError } = useUnseenNotifications();
  const count = isError ? 0 : (data ?? 0);
  return (
    <AppLink
      href={NOTIFICATIONS_HREF}
      data-slot="notification-bell"
      aria-label={t('shell.header.notifications', { count })}
      className={HEADER_ICON_CLASS}
    >
      <BellIcon className="pp:size-5" />
      {count > 0 && (
        <span aria-hidden="true" data-slot="notification-count" className={BADGE_CLASS}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AppLink>
  );
}
