import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema, type Locale } from '@publisher-platform/shared';

export type Faq = ApiSchema<'Faq'>;

export const faqKeys = {
  all: ['faqs'] as const,
  of: (language: Locale) => [...faqKeys.all, language] as const,
};

export const getFaqs = (language: Locale, signal?: AbortSignal): Promise<Faq[]> =>
  api.collection<Faq>('faqs', { searchParams: { language }, signal }).then(({ items }) => items);

export const faqsQueryOptions = (language: Locale) =>
  queryOptions({
    queryKey: faqKeys.of(language),
    queryFn: ({ signal }) => getFaqs(language, signal),
    staleTime: 5 * 60_000,
    // The tab shows its error with Retry.
    meta: { silent: true },
  });

export const useFaqs = (language: Locale) => useQuery(faqsQueryOptions(language));
