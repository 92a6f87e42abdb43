// Apart from smartlinks.ts: the route table imports that file (loaders), so what is here would
// load with the frame; only the smartlink page uses the creatives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';
import { smartlinkKeys } from './smartlinks';

export type SmartlinkCreative = ApiSchema<'SmartlinkCreative'>;

export const smartlinkCreativesQueryOptions = (smartlinkId: number) =>
  queryOptions({
    queryKey: smartlinkKeys.creatives(smartlinkId),
    queryFn: ({ signal }) =>
      api
        .collection<SmartlinkCreative>('smartlink_creatives', {
          searchParams: { smartlink: smartlinkId, itemsPerPage: 100 },
          signal,
        })
        .then(({ items }) => items),
    meta: { silent: true },
  });
export const useSmartlinkCreatives = (smartlinkId: number, enabled = true) =>
  useQuery({ ...smartlinkCreativesQueryOptions(smartlinkId), enabled });
