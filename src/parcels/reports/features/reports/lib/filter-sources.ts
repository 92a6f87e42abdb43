// Where the report and conversion filters take their options: offers, smartlinks and goals from
// the contract's option lists (every campaign the publisher runs, answered by relative id, which the
// filters take); only the click dimensions (country, browser, device, os) from the reports'
// own option list, which lists the values found in the publisher's clicks.
import { useMemo } from 'react';
import {
  useCountryGroup,
  type ApiSchema,
  type RemoteOption,
  type RemoteSource,
} from '@publisher-platform/shared';

type OfferOption = ApiSchema<'OfferOptionCollection'>['hydra:member'][number];
type SmartlinkOption = ApiSchema<'SmartlinkOptionCollection'>['hydra:member'][number];
/** What the two campaign lists share, and all the filters read of them. */
type CampaignOption = Pick<OfferOption | SmartlinkOption, 'label' | 'value'> & {
  relativeId?: number;
};

/** An option's relative id: its own field, else the '#123' its label starts with. */
const relativeIdOf = (option: { label: string; relativeId?: number }): string =>
  option.relativeId !== undefined
    ? String(option.relativeId)
    : (/^#(\d+)/.exec(option.label)?.[1] ?? option.label);

// Module constants: a source is part of the options' query key, so it stays the same object.
export const OFFER_SOURCE: RemoteSource<CampaignOption> = {
  url: 'offer_campaigns_filter',
  toOption: (option) => ({ value: relativeIdOf(option), label: option.label }),
};

export const SMARTLINK_SOURCE: RemoteSource<CampaignOption> = {
  url: 'smartlink_campaigns_filter',
  toOption: (option) => ({ value: relativeIdOf(option), label: option.label }),
};

export const GOAL_SOURCE: RemoteSource<RemoteOption> = {
  url: 'offer_goals/filter',
  toOption: (option) => option,
};

const dimensionSources = new Map<string, RemoteSource<RemoteOption>>();

/** A click dimension's values (country, browser, device, os). */
export function dimensionSource(kind: string): RemoteSource<RemoteOption> {
  let source = dimensionSources.get(kind);
  if (!source) {
    source = { url: `ch/reports/options/${kind}`, toOption: (option) => option };
    dimensionSources.set(kind, source);
  }
  return source;
}

/** The source of a list filter of the drawer. */
export const sourceOf = (kind: string): RemoteSource<CampaignOption> =>
  kind === 'offers'
    ? OFFER_SOURCE
    : kind === 'smartlinks'
      ? SMARTLINK_SOURCE
      : dimensionSource(kind);

type ReportOption = ApiSchema<'ReportOption'>;

/** The clicks' countries, the popular ones first under their own heading. */
export function useCountrySource(): RemoteSource<ReportOption> {
  const groupOf = useCountryGroup();
  return useMemo(
    () => ({
      url: 'ch/reports/options/country',
      toOption: (option: ReportOption) => ({
        value: option.value,
        label: option.label,
        group: groupOf(option.popular),
      }),
    }),
    [groupOf],
  );
}
