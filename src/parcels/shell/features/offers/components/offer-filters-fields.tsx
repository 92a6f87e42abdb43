import { Checkbox, RemoteSelect, useT } from '@publisher-platform/shared';
import {
  categorySource,
  deviceSource,
  promoChannelSource,
  useCountrySource,
  useOptionLabels,
} from '../api/options';
import type { OfferFilters } from '../lib/offer-search';
import { LISTING_STATUSES, offerStatusLook } from '../lib/status';

/** The fields of the offers filters drawer (they edit its draft). */
export function OfferFiltersFields({
  draft,
  change,
}: {
  draft: OfferFilters;
  change: (patch: Partial<OfferFilters>) => void;
}) {
  const t = useT();
  const labels = useOptionLabels(true);
  const countries = useCountrySource();
  return (
    <>
      <RemoteSelect
        multiple
        label={t('shell.offers.category')}
        source={categorySource}
        value={labels.categories(draft.category)}
        onValueChange={(options) => change({ category: options.map((o) => Number(o.value)) })}
      />
      <RemoteSelect
        multiple
        label={t('shell.offers.country')}
        source={countries}
        value={labels.countries(draft.country)}
        onValueChange={(options) => change({ country: options.map((o) => o.value) })}
      />
      <RemoteSelect
        label={t('shell.offers.device')}
        source={deviceSource}
        value={draft.device === null ? null : (labels.devices([draft.device])[0] ?? null)}
        onValueChange={(option) =>
          change({ device: option ? (Number(option.value) as 0 | 1 | 2) : null })
        }
      />
      <RemoteSelect
        multiple
        label={t('shell.offers.promoChannel')}
        source={promoChannelSource}
        value={labels.channels(draft.promoChannel)}
        onValueChange={(options) => change({ promoChannel: options.map((o) => o.value) })}
      />
      <fieldset className="pp:flex pp:flex-col pp:gap-2">
        <legend className="pp:mb-2 pp:text-sm pp:font-medium">
          {t('shell.offers.statusTitle')}
        </legend>
        {LISTING_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(offerStatusLook(status, false).label)}
            checked={draft.status.includes(status)}
            onChange={(event) =>
              change({
                status: event.target.checked
                  ? [...draft.status, status]
                  : draft.status.filter((s) => s !== status),
              })
            }
          />
        ))}
      </fieldset>
    </>
  );
}
