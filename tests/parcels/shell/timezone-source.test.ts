import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RemotePageRequest } from '../../../src/shared/ui/remote-select/types';
import { timezoneKeys } from '../../../src/parcels/shell/features/timezones/api/timezones';
import { timezoneSource } from '../../../src/parcels/shell/features/timezones/lib/timezone-source';

const zones = Array.from({ length: 120 }, (_, i) => ({
  value: i === 7 ? 'Asia/Tokyo' : `Zone/${i}`,
  label: i === 7 ? '(UTC+09:00) Asia/Tokyo' : `(UTC+00:00) Zone/${i}`,
}));

function source() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(timezoneKeys.all, zones);
  const timezones = timezoneSource(queryClient);
  if (!('fetchPage' in timezones)) throw new Error('expected a page function');
  return (request: Omit<RemotePageRequest, 'signal'>) =>
    timezones.fetchPage({ ...request, signal: new AbortController().signal });
}

describe('the timezone select source', () => {
  it('pages the whole list 50 at a time', async () => {
    const fetchPage = source();
    const first = await fetchPage({ page: 1, search: { text: '' } });
    expect(first.items).toHaveLength(50);
    expect(first.totalPages).toBe(3);
    expect((await fetchPage({ page: 3, search: { text: '' } })).items).toHaveLength(20);
  });

  it('searches labels and names regardless of case', async () => {
    const page = await source()({ page: 1, search: { text: 'tokyo' } });
    expect(page).toEqual({
      items: [{ value: 'Asia/Tokyo', label: '(UTC+09:00) Asia/Tokyo' }],
      totalPages: 1,
    });
  });
});
