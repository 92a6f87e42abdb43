import { RemoteSelect, hasRole, useT } from '@publisher-platform/shared';
import { filterProblem } from '../lib/filter-rules';
import { GOAL_SOURCE, sourceOf, useCountrySource } from '../lib/filter-sources';
import { CUSTOM_LANDINGS_ROLE, SMARTLINKS_ROLE } from '../lib/groupings';
import { usePickedChips } from '../lib/picked-chips';
import type { FilterKey, ReportFilters } from '../lib/search';
import { DayFilterField } from './day-filter-field';
import { SubFiltersFieldset } from './sub-filters-fieldset';
import { TextFilterField } from './text-filter-field';

interface Props {
  draft: ReportFilters;
  change: (patch: ReportFilters) => void;
  /** Goal performance and revenue filter by goal; referral only by referred publisher. */
  withGoal: boolean;
}

function ListSelect({
  name,
  kind,
  label,
  draft,
  change,
  cutHash = false,
}: {
  name: FilterKey;
  kind: string;
  label: string;
  draft: ReportFilters;
  change: (patch: ReportFilters) => void;
  cutHash?: boolean;
}) {
  const t = useT();
  // A list from the URL the API would refuse (ids that are not numbers …) says so here too.
  const problem = filterProblem(name, draft[name]);
  const countries = useCountrySource();
  const { chipsOf, remember } = usePickedChips();
  return (
    <RemoteSelect
      multiple
      label={label}
      error={problem ? t(problem.id, problem.values) : undefined}
      cutHash={cutHash}
      source={kind === 'country' ? countries : sourceOf(kind)}
      value={chipsOf(name, draft[name])}
      onValueChange={(next) => {
        remember(name, next);
        change({ [name]: next.map((o) => o.value).join(',') || undefined });
      }}
    />
  );
}

/** Every report filter; at most 3 sub filters; list inputs split on comma, space or new line. */
export function ReportFiltersFields({ draft, change, withGoal }: Props) {
  const t = useT();
  const common = { draft, change };
  const goalProblem = filterProblem('offerGoalTitle', draft.offerGoalTitle);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      <DayFilterField value={draft.date} onChange={(date) => change({ date })} />
      <ListSelect
        name="offerCampaignRelativeId"
        kind="offers"
        label={t('reports.filter.offer')}
        cutHash
        {...common}
      />
      {hasRole(SMARTLINKS_ROLE) && (
        <ListSelect
          name="smartlinkCampaign"
          kind="smartlinks"
          label={t('reports.filter.smartlink')}
          cutHash
          {...common}
        />
      )}
      {/* A goal filter a link brings to the summary shows too, so it can be changed or cleared. */}
      {(withGoal || draft.offerGoalTitle) && (
        <RemoteSelect
          label={t('reports.filter.goal')}
          error={goalProblem ? t(goalProblem.id, goalProblem.values) : undefined}
          source={GOAL_SOURCE}
          value={
            draft.offerGoalTitle
              ? { value: draft.offerGoalTitle, label: draft.offerGoalTitle }
              : null
          }
          onValueChange={(next) => change({ offerGoalTitle: next?.value })}
        />
      )}
      {hasRole(CUSTOM_LANDINGS_ROLE) && (
        <TextFilterField
          name="offerLinkRelativeId"
          label={t('reports.filter.landing')}
          value={draft.offerLinkRelativeId}
          onChange={(offerLinkRelativeId) => change({ offerLinkRelativeId })}
        />
      )}
      <ListSelect name="country" kind="country" label={t('reports.filter.country')} {...common} />
      <ListSelect name="device" kind="device" label={t('reports.filter.device')} {...common} />
      <ListSelect name="os" kind="os" label={t('reports.filter.os')} {...common} />
      <ListSelect name="browser" kind="browser" label={t('reports.filter.browser')} {...common} />
      <TextFilterField
        name="subSourceLike"
        label={t('reports.filter.subSource')}
        value={draft.subSourceLike}
        onChange={(subSourceLike) => change({ subSourceLike })}
        counted
      />
      <TextFilterField
        name="trackLike"
        label={t('reports.filter.track')}
        value={draft.trackLike}
        onChange={(trackLike) => change({ trackLike })}
        counted
      />
      <SubFiltersFieldset draft={draft} change={change} />
    </div>
  );
}
