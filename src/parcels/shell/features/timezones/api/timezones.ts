import { queryOptions } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

/** label carries the UTC offset: "(UTC+01:00) Europe/Prague". */
export type TimezoneItem = ApiSchema<'TimezoneInfo'>;

export const timezoneKeys = { all: ['publisher', 'timezones'] as const };

export const getTimezones = (signal?: AbortSignal): Promise<TimezoneItem[]> =>
  api.collection<TimezoneItem>('publisher/timezones', { signal }).then(({ items }) => items);

export const timezonesQueryOptions = () =>
  queryOptions({
    queryKey: timezoneKeys.all,
    queryFn: ({ signal }) => getTimezones(signal),
    staleTime: Infinity,
  });
