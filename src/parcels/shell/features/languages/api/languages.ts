import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@publisher-platform/shared';

export interface LanguageItem {
  value: string;
  label: string;
  icon: string;
}

export const languagesKey = ['languages'] as const;

export async function getLanguages(signal?: AbortSignal): Promise<LanguageItem[]> {
  const answer = await api.get<{ 'hydra:member'?: LanguageItem[] } | LanguageItem[]>(
    'languages',
    signal ? { signal } : {},
  );
  return Array.isArray(answer) ? answer : (answer?.['hydra:member'] ?? []);
}

/** Spec §7: loaded once, when the language list is first opened (the list never changes). */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: languagesKey,
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });

export const useLanguages = (enabled: boolean) => useQuery({ ...languagesQueryOptions(), enabled });
