import {
  RemoteSelect,
  TextField,
  hasRole,
  useT,
  type RemoteOption,
} from '@publisher-platform/shared';
import { CUSTOM_LANDINGS_ROLE, SMARTLINKS_ROLE } from '../lib/groupings';
import {
  MAX_SUB_FILTERS,
  SUB_FILTERS,
  splitList,
  type FilterKey,
  type ReportFilters,
} from '../lib/search';

const OPTIONS_URL = 'ch/reports/options';

/** A list filter as the select's chips; a chip's label is its value until the list is opened. */
const chips = (value: string | undefined): RemoteOption[] =>
  splitList(value).map((item) => ({ value: item, label: item }));

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
  return (
    <RemoteSelect
      multiple
      label={label}
      cutHash={cutHash}
      source={{ url: `${OPTIONS_URL}/${kind}`, toOption: (item: RemoteOption) => item }}
      value={chips(draft[name])}
      onValueChange={(next) => change({ [name]: next.map((o) => o.value).join(',') || undefined })}
    />
  );
}

/** Every report filter; at most 3 sub filters; list inputs split on comma, space or new line. */
export function ReportFiltersFields({ draft, change, withGoal }: Props) {
  const t = useT();
  const subsUsed = SUB_FILTERS.filter((key) => draft[key]).length;
  const common = { draft, change };
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
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
      {withGoal && (
        <RemoteSelect
          label={t('reports.filter.goal')}
          source={{ url: `${OPTIONS_URL}/goals`, toOption: (item: RemoteOption) => item }}
          value={
            draft.offerGoalTitle
              ? { value: draft.offerGoalTitle, label: draft.offerGoalTitle }
              : null
          }
          onValueChange={(next) => change({ offerGoalTitle: next?.value })}
        />
      )}
      {hasRole(CUSTOM_LANDINGS_ROLE) && (
        <TextField
          label={t('reports.filter.landing')}
          value={draft.offerLinkRelativeId ?? ''}
          onChange={(e) => change({ offerLinkRelativeId: e.target.value || undefined })}
        />
      )}
      <ListSelect name="country" kind="country" label={t('reports.filter.country')} {...common} />
      <ListSelect name="device" kind="device" label={t('reports.filter.device')} {...common} />
      <ListSelect name="os" kind="os" label={t('reports.filter.os')} {...common} />
      <ListSelect name="browser" kind="browser" label={t('reports.filter.browser')} {...common} />
      <TextField
        label={t('reports.filter.subSource')}
        value={draft.subSourceLike ?? ''}
        onChange={(e) => change({ subSourceLike: e.target.value || undefined })}
      />
      <TextField
        label={t('reports.filter.track')}
        value={draft.trackLike ?? ''}
        onChange={(e) => change({ trackLike: e.target.value || undefined })}
      />
      <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-3 pp:border-0 pp:p-0">
        <legend className="pp:mb-1 pp:text-sm pp:font-medium">
          {t('reports.filter.subs', { max: MAX_SUB_FILTERS })}
        </legend>
        <p className="pp:m-0 pp:text-xs pp:text-muted-foreground">{t('reports.filter.listHint')}</p>
        {SUB_FILTERS.map((key) => (
          <TextField
            key={key}
            label={key}
            value={draft[key] ?? ''}
            disabled={!draft[key] && subsUsed >= MAX_SUB_FILTERS}
            onChange={(e) => change({ [key]: e.target.value || undefined })}
          />
        ))}
      </fieldset>
    </div>
  );
}
