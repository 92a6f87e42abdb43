import { Checkbox, RemoteSelect, hasRole, useT } from '@publisher-platform/shared';
import { SubFiltersFieldset } from '../../reports/components/sub-filters-fieldset';
import { filterProblem } from '../../reports/lib/filter-rules';
import { GOAL_SOURCE, sourceOf, useCountrySource } from '../../reports/lib/filter-sources';
import { SMARTLINKS_ROLE } from '../../reports/lib/groupings';
import { usePickedChips } from '../../reports/lib/picked-chips';
import { splitList } from '../../reports/lib/search';
import { CONVERSION_STATUSES, type ConversionFilters } from '../lib/search';

/** The conversions' filters; the smartlink filter only with ROLE_SMARTLINKS. */
export function ConversionFiltersFields({
  draft,
  change,
}: {
  draft: ConversionFilters;
  change: (patch: ConversionFilters) => void;
}) {
  const t = useT();
  const statuses = splitList(draft.status);
  const countries = useCountrySource();
  const { chipsOf, remember } = usePickedChips();
  const list = (
    name: 'offerCampaignRelativeId' | 'smartlinkCampaign' | 'country',
    kind: string,
    label: string,
  ) => {
    const problem = filterProblem(name, draft[name]);
    return (
      <RemoteSelect
        multiple
        label={label}
        cutHash={kind !== 'country'}
        error={problem ? t(problem.id, problem.values) : undefined}
        source={kind === 'country' ? countries : sourceOf(kind)}
        value={chipsOf(name, draft[name])}
        onValueChange={(next) => {
          remember(name, next);
          change({ [name]: next.map((o) => o.value).join(',') || undefined });
        }}
      />
    );
  };
  const goalProblem = filterProblem('offerGoalTitle', draft.offerGoalTitle);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      {list('offerCampaignRelativeId', 'offers', t('reports.filter.offer'))}
      {hasRole(SMARTLINKS_ROLE) &&
        list('smartlinkCampaign', 'smartlinks', t('reports.filter.smartlink'))}
      <RemoteSelect
        label={t('reports.filter.goal')}
        error={goalProblem ? t(goalProblem.id, goalProblem.values) : undefined}
        source={GOAL_SOURCE}
        value={
          draft.offerGoalTitle ? { value: draft.offerGoalTitle, label: draft.offerGoalTitle } : null
        }
        onValueChange={(next) => change({ offerGoalTitle: next?.value })}
      />
      <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-2 pp:border-0 pp:p-0">
        <legend className="pp:mb-1 pp:text-sm pp:font-medium">
          {t('reports.conversion.status')}
        </legend>
        {CONVERSION_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(`reports.status.${status}`)}
            checked={statuses.includes(status)}
            onChange={(e) =>
              change({
                status:
                  (e.target.checked
                    ? [...statuses, status]
                    : statuses.filter((s) => s !== status)
                  ).join(',') || undefined,
              })
            }
          />
        ))}
      </fieldset>
      {list('country', 'country', t('reports.filter.country'))}
      <SubFiltersFieldset draft={draft} change={change} />
    </div>
  );
}
