import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  newsKeys,
  unseenAnnouncementsQuery,
  useFirstScreenShown,
} from '@publisher-platform/shared';

// The key and query live in shared: the support parcel marks articles seen and the header's
// counter and popover follow at once.
export {
  LATEST_ANNOUNCEMENTS,
  NO_ANNOUNCEMENTS,
  type Announcement,
  type UnseenAnnouncements,
} from '@publisher-platform/shared';
export const unseenAnnouncementsKey = newsKeys.unseen;

export const unseenAnnouncementsQueryOptions = () => queryOptions(unseenAnnouncementsQuery());

// In the header: asked for once the page's first screen is shown.
export const useUnseenAnnouncements = () =>
  useQuery({ ...unseenAnnouncementsQueryOptions(), enabled: useFirstScreenShown() });
