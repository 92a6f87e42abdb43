import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

/** label carries the UTC offset: "(UTC+01:00) Europe/Prague". */
export interface TimezoneItem {
  value: string;
  label: string;
}

export const timezonesKey = ['publisher', 'timezones'] as const;

export async function getTimezones(signal?: AbortSignal): Promise<TimezoneItem[]> {
  const answer = await api.get<{ 'hydra:member'?: TimezoneItem[] }>(
    'publisher/timezones',
    signal ? { signal } : {},
  );
  return answer?.['hydra:member'] ?? [];
}

export const timezonesQueryOptions = () =>
  queryOptions({
    queryKey: timezonesKey,
    queryFn: ({ signal }) => getTimezones(signal),
    staleTime: Infinity,
  });

export const useTimezones = () => useQuery(timezonesQueryOptions());
