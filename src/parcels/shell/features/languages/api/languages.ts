import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type LanguageItem = ApiSchema<'LanguageOption'>;

export const languageKeys = { all: ['languages'] as const };

export const getLanguages = (signal?: AbortSignal): Promise<LanguageItem[]> =>
  api.collection<LanguageItem>('languages', { signal }).then(({ items }) => items);

/** Loaded once, when the language list is first opened (the list never changes). */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: languageKeys.all,
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // Without the list the built-in languages are offered; no notification.
    meta: { silent: true },
  });

export const useLanguages = (enabled: boolean) => useQuery({ ...languagesQueryOptions(), enabled });
