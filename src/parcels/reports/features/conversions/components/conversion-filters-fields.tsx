import { RemoteSelect, hasRole, useT } from '@publisher-platform/shared';
import { SubFiltersFieldset } from '../../reports/components/sub-filters-fieldset';
import { filterProblem } from '../../reports/lib/filter-rules';
import { GOAL_SOURCE, sourceOf, useCountrySource } from '../../reports/lib/filter-sources';
import { SMARTLINKS_ROLE } from '../../reports/lib/groupings';
import { usePickedChips } from '../../reports/lib/picked-chips';
import { CONVERSION_REASONS, CONVERSION_STATUSES, type ConversionFilters } from '../lib/search';
import { CodeFieldset } from './code-fieldset';

/** The conversions' filters; the smartlink filter only with ROLE_SMARTLINKS. */
export function ConversionFiltersFields({
  draft,
  change,
}: {
  draft: ConversionFilters;
  change: (patch: ConversionFilters) => void;
}) {
  const t = useT();
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
      <CodeFieldset
        legend={t('reports.conversion.status')}
        codes={CONVERSION_STATUSES}
        value={draft.status}
        labelOf={(status) => t(`reports.status.${status}`)}
        onChange={(status) => change({ status })}
      />
      <CodeFieldset
        legend={t('reports.conversion.reason')}
        codes={CONVERSION_REASONS}
        value={draft.reason}
        labelOf={(reason) => t(`reports.reason.${reason}`)}
        onChange={(reason) => change({ reason })}
      />
      {list('country', 'country', t('reports.filter.country'))}
      <SubFiltersFieldset draft={draft} change={change} />
    </div>
  );
}
