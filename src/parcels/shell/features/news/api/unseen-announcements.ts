import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

export interface Announcement {
  '@id': string;
  id: number;
  title: string;
  publishedAt: string;
  previewImagePath: string | null;
}

export interface UnseenAnnouncements {
  latest: Announcement[];
  unread: number;
}

/** Spec §9: the news popover shows three. */
export const LATEST_ANNOUNCEMENTS = 3;
export const unseenAnnouncementsKey = ['announcements', 'unseen'] as const;

/** Spec §7: reads hydra:member and hydra:totalItems; on error both are empty. */
export async function getUnseenAnnouncements(signal?: AbortSignal): Promise<UnseenAnnouncements> {
  try {
    const answer = await api.get<{ 'hydra:member'?: Announcement[]; 'hydra:totalItems'?: number }>(
      'announcements',
      { searchParams: { unseen: true }, ...(signal ? { signal } : {}) },
    );
    const members = [...(answer?.['hydra:member'] ?? [])].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    return {
      latest: members.slice(0, LATEST_ANNOUNCEMENTS),
      unread: Number(answer?.['hydra:totalItems'] ?? members.length) || 0,
    };
  } catch {
    return { latest: [], unread: 0 };
  }
}

export const unseenAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: unseenAnnouncementsKey,
    queryFn: ({ signal }) => getUnseenAnnouncements(signal),
    staleTime: 60_000,
  });

export const useUnseenAnnouncements = () => useQuery(unseenAnnouncementsQueryOptions());
