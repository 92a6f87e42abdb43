import { Checkbox, RemoteSelect, useT } from '@publisher-platform/shared';
import { useVerticalLabels, verticalSource } from '../api/smartlinks';
import type { SmartlinkFilters } from '../lib/smartlink-search';
import { SMARTLINK_STATUSES, statusLook } from '../lib/smartlink-status';

export function SmartlinkFiltersFields({
  draft,
  change,
}: {
  draft: SmartlinkFilters;
  change: (patch: Partial<SmartlinkFilters>) => void;
}) {
  const t = useT();
  const verticals = useVerticalLabels();
  return (
    <>
      <RemoteSelect
        multiple
        label={t('shell.smartlinks.vertical')}
        source={verticalSource}
        value={verticals(draft.vertical)}
        onValueChange={(options) => change({ vertical: options.map((o) => Number(o.value)) })}
      />
      <fieldset className="pp:flex pp:flex-col pp:gap-2">
        <legend className="pp:mb-2 pp:text-sm pp:font-medium">
          {t('shell.offers.statusTitle')}
        </legend>
        {SMARTLINK_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(statusLook(status).label)}
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
