import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type Competition = ApiSchema<'Competition'>;

export const liveCompetitionKeys = { all: ['competitions', 'live'] as const };

/** The competition running now, or null when none runs. */
export async function getLiveCompetition(signal?: AbortSignal): Promise<Competition | null> {
  const { items } = await api.collection<Competition>('competitions', {
    searchParams: { status: 'live' },
    signal,
  });
  return items[0] ?? null;
}

export const liveCompetitionQueryOptions = () =>
  queryOptions({
    queryKey: liveCompetitionKeys.all,
    queryFn: ({ signal }) => getLiveCompetition(signal),
    staleTime: 5 * 60_000,
    retry: false,
    // The label and the banner stay hidden when the list cannot be loaded.
    meta: { silent: true },
  });

export const useLiveCompetition = (enabled = true) =>
  useQuery({ ...liveCompetitionQueryOptions(), enabled });
