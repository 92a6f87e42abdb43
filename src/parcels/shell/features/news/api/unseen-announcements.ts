import { queryOptions, useQuery } from '@tanstack/react-query';
import { unseenAnnouncementsQuery, useFirstScreenShown } from '@publisher-platform/shared';

// The key and query live in shared: the support parcel marks articles seen and the header's
// counter and popover follow at once.
export { NO_ANNOUNCEMENTS, type Announcement } from '@publisher-platform/shared';

export const unseenAnnouncementsQueryOptions = () => queryOptions(unseenAnnouncementsQuery());

// In the header: asked for once the page's first screen is shown.
export const useUnseenAnnouncements = () =>
  useQuery({ ...unseenAnnouncementsQueryOptions(), enabled: useFirstScreenShown() });
