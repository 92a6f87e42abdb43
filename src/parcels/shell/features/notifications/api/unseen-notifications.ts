import { queryOptions, useQuery } from '@tanstack/react-query';
import { unseenNotificationsQuery, useFirstScreenShown } from '@publisher-platform/shared';

// The key and query live in shared: the support parcel marks notifications read and the bell
// follows at once.
export const unseenNotificationsQueryOptions = () => queryOptions(unseenNotificationsQuery());

// In the header: asked for once the page's first screen is shown.
export const useUnseenNotifications = () =>
  useQuery({ ...unseenNotificationsQueryOptions(), enabled: useFirstScreenShown() });
