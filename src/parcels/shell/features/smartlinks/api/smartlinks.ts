import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema, type RemoteOption } from '@publisher-platform/shared';
import { getByRelativeId } from '../../offers/lib/by-relative-id';
import { smartlinkQueryParams, type SmartlinkListSearch } from '../lib/smartlink-search';

export type Smartlink = ApiSchema<'Smartlink'>;
type Vertical = ApiSchema<'SmartlinkVertical'>;

const all = ['smartlinks'] as const;
/** Every smartlink query sits under `all`, so one invalidation refreshes lists, details and creatives. */
export const smartlinkKeys = {
  all,
  list: (params: ReturnType<typeof smartlinkQueryParams>) => [...all, 'list', params] as const,
  detail: (relativeId: string) => [...all, 'detail', relativeId] as const,
  creatives: (smartlinkId: number) => [...all, 'creatives', smartlinkId] as const,
  verticals: () => [...all, 'verticals'] as const,
};

export const smartlinksQueryOptions = (search: SmartlinkListSearch) =>
  queryOptions({
    queryKey: smartlinkKeys.list(smartlinkQueryParams(search)),
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

/** A smartlink by the relative id of its URL (the page shows a 404 itself). */
export const smartlinkQueryOptions = (relativeId: string) =>
  queryOptions({
    queryKey: smartlinkKeys.detail(relativeId),
    queryFn: ({ signal }) => getByRelativeId<Smartlink>('smartlinks', relativeId, signal),
    meta: { silent: true },
  });
export const useSmartlink = (relativeId: string, enabled = true) =>
  useQuery({ ...smartlinkQueryOptions(relativeId), enabled });

export const verticalSource = {
  url: 'smartlink_verticals',
  toOption: (v: Vertical): RemoteOption => ({ value: String(v.id), label: v.title }),
};

export const useVerticalLabels = () => {
  const all = useQuery({
    queryKey: smartlinkKeys.verticals(),
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
