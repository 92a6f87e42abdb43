import { useT } from '@publisher-platform/shared';
import { MAX_SUB_FILTERS, SUB_FILTERS } from '../lib/search';
import { TextFilterField } from './text-filter-field';

type SubDraft = Partial<Record<(typeof SUB_FILTERS)[number], string>>;

/**
 * sub1–sub6, at most 3 at once: the empty ones are disabled once 3 are filled, and a link that
 * brings more marks those past the third (the API refuses them).
 */
export function SubFiltersFieldset({
  draft,
  change,
}: {
  draft: SubDraft;
  change: (patch: SubDraft) => void;
}) {
  const t = useT();
  const filled = SUB_FILTERS.filter((key) => draft[key]);
  const tooMany = { id: 'reports.filter.error.tooManySubs', values: { max: MAX_SUB_FILTERS } };
  return (
    <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-3 pp:border-0 pp:p-0">
      <legend className="pp:mb-1 pp:text-sm pp:font-medium">
        {t('reports.filter.subs', { max: MAX_SUB_FILTERS })}
      </legend>
      <p className="pp:m-0 pp:text-xs pp:text-muted-foreground">{t('reports.filter.listHint')}</p>
      {SUB_FILTERS.map((key) => (
        <TextFilterField
          key={key}
          name={key}
          label={key}
          value={draft[key]}
          disabled={!draft[key] && filled.length >= MAX_SUB_FILTERS}
          problem={filled.indexOf(key) >= MAX_SUB_FILTERS ? tooMany : undefined}
          onChange={(value) => change({ [key]: value })}
        />
      ))}
    </fieldset>
  );
}
