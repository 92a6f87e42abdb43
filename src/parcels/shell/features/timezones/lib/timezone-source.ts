import type { QueryClient } from '@tanstack/react-query';
import type { RemoteSource } from '@publisher-platform/shared';
import { timezonesQueryOptions, type TimezoneItem } from '../api/timezones';

const PAGE_SIZE = 50;

const matches = (timezone: TimezoneItem, text: string) =>
  timezone.label.toLowerCase().includes(text) || timezone.value.toLowerCase().includes(text);

/**
 * The timezone select's options. publisher/timezones answers its whole (short) list at once
 * without search or paging, so the list is fetched once into the query cache and searched and
 * paged here: the select treats it like any other remote list.
 */
export const timezoneSource = (queryClient: QueryClient): RemoteSource => ({
  key: ['publisher', 'timezones', 'pages'],
  fetchPage: async ({ page, search }) => {
    // A failure only ends the select's spinner (no notification), like any remote page.
    const all = await queryClient.ensureQueryData({
      ...timezonesQueryOptions(),
      meta: { silent: true },
    });
    const text = 'text' in search ? search.text.toLowerCase() : '';
    const found = text ? all.filter((timezone) => matches(timezone, text)) : all;
    return {
      items: found
        .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
        .map(({ value, label }) => ({ value, label })),
      totalPages: Math.max(1, Math.ceil(found.length / PAGE_SIZE)),
    };
  },
});
