import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

export interface Competition {
  '@id': string;
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  status: string;
}

export const liveCompetitionKey = ['competitions', 'live'] as const;

/** The competition running now, or null (also when the list cannot be loaded). */
export async function getLiveCompetition(signal?: AbortSignal): Promise<Competition | null> {
  try {
    const answer = await api.get<{ 'hydra:member'?: Competition[] }>('competitions', {
      searchParams: { status: 'live' },
      ...(signal ? { signal } : {}),
    });
    return answer?.['hydra:member']?.[0] ?? null;
  } catch {
    return null;
  }
}

export const liveCompetitionQueryOptions = () =>
  queryOptions({
    queryKey: liveCompetitionKey,
    queryFn: ({ signal }) => getLiveCompetition(signal),
    staleTime: 5 * 60_000,
  });

export const useLiveCompetition = (enabled = true) =>
  useQuery({ ...liveCompetitionQueryOptions(), enabled });
