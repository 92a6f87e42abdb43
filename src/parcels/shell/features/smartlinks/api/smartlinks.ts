import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema, type RemoteOption } from '@publisher-platform/shared';
import { smartlinkQueryParams, type SmartlinkListSearch } from '../lib/smartlink-search';

export type Smartlink = ApiSchema<'Smartlink'>;
type Vertical = ApiSchema<'SmartlinkVertical'>;

export const smartlinksKey = ['smartlinks'] as const;

export const smartlinksQueryOptions = (search: SmartlinkListSearch) =>
  queryOptions({
    queryKey: [...smartlinksKey, 'list', smartlinkQueryParams(search)],
    queryFn: ({ signal }) =>
      api.collection<Smartlink>('smartlinks', {
        searchParams: smartlinkQueryParams(search),
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
export const useSmartlinks = (search: SmartlinkListSearch, enabled = true) =>
  useQuery({ ...smartlinksQueryOptions(search), enabled });

export const smartlinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...smartlinksKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Smartlink>(`smartlinks/${encodeURIComponent(id)}`, { signal }),
    meta: { silent: true },
  });
export const useSmartlink = (id: string, enabled = true) =>
  useQuery({ ...smartlinkQueryOptions(id), enabled });

export const verticalSource = {
  url: 'smartlink_verticals',
  toOption: (v: Vertical): RemoteOption => ({ value: String(v.id), label: v.title }),
};

export const useVerticalLabels = () => {
  const all = useQuery({
    queryKey: [...smartlinksKey, 'verticals'],
    queryFn: ({ signal }) =>
      api
        .collection<Vertical>('smartlink_verticals', {
          searchParams: { itemsPerPage: 100 },
          signal,
        })
        .then(({ items }) => items.map(verticalSource.toOption)),
    staleTime: Infinity,
    meta: { silent: true },
  });
  return (values: readonly number[]) =>
    values.map(
      (value) =>
        all.data?.find((o) => o.value === String(value)) ?? {
          value: String(value),
          label: String(value),
        },
    );
};
