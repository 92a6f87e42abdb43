import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  useCountryGroup,
  type ApiSchema,
  type RemoteOption,
  type RemoteSource,
} from '@publisher-platform/shared';
import { offerKeys } from './offers';

type Category = ApiSchema<'Category'>;
type Country = ApiSchema<'Country'>;
type CodedOption = ApiSchema<'CodedOptionCollection'>['hydra:member'][number];
type Device = ApiSchema<'DeviceCollection'>['hydra:member'][number];

/** The filters' remote option lists (paged, searched as the publisher types). */
export const categorySource = {
  url: 'categories',
  toOption: (c: Category): RemoteOption => ({ value: String(c.id), label: c.title }),
} satisfies RemoteSource<Category>;
export const countrySource = {
  url: 'countries.jsonld',
  toOption: (c: Country): RemoteOption => ({ value: c.code, label: c.name }),
} satisfies RemoteSource<Country>;
/** The countries, the 10 popular ones first under their own heading (the list's order). */
export function useCountrySource(): RemoteSource<Country> {
  const groupOf = useCountryGroup();
  return useMemo(
    () => ({
      url: countrySource.url,
      toOption: (c: Country): RemoteOption => ({
        ...countrySource.toOption(c),
        group: groupOf(c.popular),
      }),
    }),
    [groupOf],
  );
}
export const promoChannelSource = {
  url: 'promo_channels',
  toOption: (c: CodedOption): RemoteOption => ({ value: c.code, label: c.title }),
} satisfies RemoteSource<CodedOption>;
/** Traffic types by IRI: what a request for an offer sends. */
export const trafficTypeSource = {
  url: 'traffic_types',
  toOption: (c: CodedOption): RemoteOption => ({ value: c['@id'], label: c.title }),
} satisfies RemoteSource<CodedOption>;
export const deviceSource = {
  url: 'devices',
  toOption: (d: Device): RemoteOption => ({ value: String(d.value), label: d.label }),
} satisfies RemoteSource<Device>;

const allOf = <T>(url: string, toOption: (item: T) => RemoteOption) =>
  queryOptions({
    queryKey: offerKeys.options(url),
    queryFn: ({ signal }) =>
      api
        .collection<T>(url, { searchParams: { itemsPerPage: 100 }, signal })
        .then(({ items }) => items.map(toOption)),
    staleTime: Infinity,
    meta: { silent: true },
  });

/**
 * The names of the values a URL carries (`?country=["DE"]` shows "Germany" in the drawer): these
 * lists are short, so each is loaded whole once; until then a value stands for itself.
 */
export function useOptionLabels(enabled: boolean) {
  const categories = useQuery({ ...allOf(categorySource.url, categorySource.toOption), enabled });
  const countries = useQuery({ ...allOf(countrySource.url, countrySource.toOption), enabled });
  const channels = useQuery({
    ...allOf(promoChannelSource.url, promoChannelSource.toOption),
    enabled,
  });
  const devices = useQuery({ ...allOf(deviceSource.url, deviceSource.toOption), enabled });
  const pick = (options: RemoteOption[] | undefined) => (values: readonly (string | number)[]) =>
    values.map(
      (value) =>
        options?.find((o) => o.value === String(value)) ?? {
          value: String(value),
          label: String(value),
        },
    );
  return {
    categories: pick(categories.data),
    countries: pick(countries.data),
    channels: pick(channels.data),
    devices: pick(devices.data),
  };
}
